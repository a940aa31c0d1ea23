import type { ReactNode } from 'react';
import styles from './ButtonRow.module.scss';

/**
 * The row of actions that ends a form, a dialog or a message: the buttons (and button-looking links)
 * in reading order, the main action first, wrapping on narrow screens and stacked below the small
 * breakpoint. `align="end"` puts them at the end of the row (dialogs).
 */
export function ButtonRow({ children, align = 'start' }: { readonly children: ReactNode; readonly align?: 'start' | 'end' }) {
  return <div className={[styles.row, align === 'end' ? styles.end : null].filter(Boolean).join(' ')}>{children}</div>;
}
