import styles from './Loader.module.scss';

/**
 * A spinner with a text, announced politely (role="status"). Without a label, the spinner alone
 * and nothing announced: for a container that already names what is loading (a dialog whose title
 * says it), so that the text is neither shown nor read twice.
 */
export function Loader({ label, className }: { label?: string; className?: string }) {
  const classes = [styles.loader, className].filter(Boolean).join(' ');
  if (label === undefined) {
    return (
      <div className={classes}>
        <span className={styles.spinner} aria-hidden="true" />
      </div>
    );
  }
  return (
    <div role="status" className={classes}>
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
