import type { HTMLAttributes } from 'react';
import styles from './Card.module.scss';

/** A white content card. Pass `as="section"` with an aria-labelledby to make it a region. */
export function Card({ as: Tag = 'div', className, ...props }: HTMLAttributes<HTMLElement> & { as?: 'div' | 'section' | 'article' }) {
  return <Tag className={[styles.card, className].filter(Boolean).join(' ')} {...props} />;
}
