import { useId, type ReactNode } from 'react';
import { Card } from './Card';
import styles from './RecordSection.module.scss';

/**
 * A page section that lists records (invoices, product PDFs, photo archives): a region named by its
 * heading, then what `children` draws, given the heading's id to name its table by.
 */
export function RecordSection({ title, children }: { title: string; children: (headingId: string) => ReactNode }) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{title}</h2>
      {children(headingId)}
    </Card>
  );
}

/** A record section's muted note: its empty state, or what will be listed here. */
export function RecordNote({ children }: { children: ReactNode }) {
  return <p className={styles.note}>{children}</p>;
}
