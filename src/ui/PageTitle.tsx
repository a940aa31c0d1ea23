import styles from './PageTitle.module.scss';

/** The page's one visible <h1>. */
export function PageTitle({ children }: { children: string }) {
  return <h1 className={styles.title}>{children}</h1>;
}
