import styles from './Loader.module.scss';

/**
 * A spinner with a text, announced politely (role="status"). Without a label, the spinner alone
 * and nothing announced: for a container that already names what is loading (a dialog whose title
 * says it), so that the text is neither shown nor read twice. Marked `data-loading`, as what stands for
 * content on its way: what may wait for the page waits until none is on screen
 * (src/platform/idle/whenPageDrawn.ts).
 */
export function Loader({ label, className }: { label?: string; className?: string }) {
  const classes = [styles.loader, className].filter(Boolean).join(' ');
  if (label === undefined) {
    return (
      <div className={classes} data-loading="">
        <span className={styles.spinner} aria-hidden="true" />
      </div>
    );
  }
  return (
    <div role="status" className={classes} data-loading="">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
