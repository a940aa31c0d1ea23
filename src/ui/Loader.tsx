import styles from './Loader.module.scss';

/** A spinner with a text, announced politely (role="status"). */
export function Loader({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={[styles.loader, className].filter(Boolean).join(' ')}>
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
