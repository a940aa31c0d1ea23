import type { ReactNode } from 'react';
import styles from './Alert.module.scss';

export type AlertTone = 'info' | 'warning' | 'error' | 'success';

/**
 * A coloured message box. `role` is the caller's choice: "alert" for what needs attention now
 * (interrupts the screen reader), "status" for the rest.
 */
export function Alert({
  tone,
  role,
  children,
  className,
}: {
  tone: AlertTone;
  role: 'alert' | 'status';
  children: ReactNode;
  className?: string;
}) {
  return (
    <div role={role} className={[styles.alert, styles[tone], className].filter(Boolean).join(' ')}>
      {children}
    </div>
  );
}
