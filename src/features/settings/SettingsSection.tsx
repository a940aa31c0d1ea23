import { useId, type ReactNode } from 'react';
import { Card } from '@/ui/Card';
import styles from './SettingsPage.module.scss';

/** One section of a settings screen: a card that is a region named by its heading. */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card as="section" aria-labelledby={id} className={styles.section}>
      <h2 id={id}>{title}</h2>
      {children}
    </Card>
  );
}
