import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { describedBy, FieldError, FieldHint } from './field-message';
import styles from './field.module.css';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  id: string;
  label: string;
  /** The message to show; the form decides when (after the field was focused). */
  error?: string | undefined;
  hint?: ReactNode;
  /** Something inside the box, after the text (a show-password button). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled text input with its hint and error, wired for assistive technology. */
export function TextField({
  id,
  label,
  error,
  hint,
  trailing,
  ref,
  className,
  ...input
}: TextFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={[styles.box, trailing && styles.withTrailing].filter(Boolean).join(' ')}>
        <input
          ref={ref}
          id={id}
          className={[styles.input, className].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hint: Boolean(hint), error })}
          {...input}
        />
        {trailing}
      </div>
      <FieldHint id={`${id}-hint`}>{hint}</FieldHint>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
