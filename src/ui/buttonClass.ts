import styles from './Button.module.scss';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

/** Class names of a button look, for <button> and for links that look like buttons. */
export function buttonClass(variant: ButtonVariant = 'primary', extra?: string): string {
  return [styles.button, styles[variant], extra].filter(Boolean).join(' ');
}
