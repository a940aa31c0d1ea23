import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styles from '@/ui/TextField.module.scss';

// A labelled multi-line text field and a labelled choice, wired like src/ui/TextField (label,
// aria-invalid while there is an error, aria-describedby naming the error) and styled alike.

interface FieldParts {
  readonly label: ReactNode;
  readonly error?: ReactNode;
}

function useFieldIds(error: ReactNode) {
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = error !== undefined && error !== null && error !== false;
  return { id, errorId, invalid, described: invalid ? { 'aria-describedby': errorId } : {} };
}

function FieldError({ id, error }: { id: string; error: ReactNode }) {
  return (
    <p id={id} className={styles.error}>
      {error}
    </p>
  );
}

export function TextAreaField({ label, error, ...area }: FieldParts & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  const { id, errorId, invalid, described } = useFieldIds(error);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} className={styles.input} aria-invalid={invalid} {...described} {...area} />
      {invalid ? <FieldError id={errorId} error={error} /> : null}
    </div>
  );
}

export function SelectField({ label, error, children, ...select }: FieldParts & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  const { id, errorId, invalid, described } = useFieldIds(error);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} className={styles.input} aria-invalid={invalid} {...described} {...select}>
        {children}
      </select>
      {invalid ? <FieldError id={errorId} error={error} /> : null}
    </div>
  );
}
