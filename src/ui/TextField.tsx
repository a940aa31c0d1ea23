import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './TextField.module.scss';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby'> & {
  readonly label: ReactNode;
  /** a line under the label that helps to fill the field */
  readonly hint?: ReactNode;
  /** what is wrong with the value; the field is marked invalid while there is one */
  readonly error?: ReactNode;
  readonly ref?: Ref<HTMLInputElement>;
};

/**
 * A labelled text input of the app's forms and dialogs. The label, the hint and the error are wired
 * to the input here, once: `id`/`htmlFor`, `aria-invalid` while there is an error, and
 * `aria-describedby` naming the hint and the error, so a screen reader reads them with the field.
 */
export function TextField({ label, hint, error, ref, className, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = error !== undefined && error !== null && error !== false;
  const described = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <input
        ref={ref}
        id={id}
        className={styles.input}
        aria-invalid={invalid}
        {...(described ? { 'aria-describedby': described } : {})}
        {...input}
      />
      {invalid ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
