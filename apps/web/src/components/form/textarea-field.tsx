import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { describedBy, FieldError, FieldHint } from './field-message';
import styles from './field.module.css';

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  id: string;
  label: string;
  /** The message to show; the form decides when (after the field was focused). */
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled text area that grows only in height, with its hint and error. */
export function TextAreaField({
  id,
  label,
  error,
  hint,
  ref,
  className,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        className={[styles.input, styles.textarea, className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint: Boolean(hint), error })}
        {...textarea}
      />
      <FieldHint id={`${id}-hint`}>{hint}</FieldHint>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
