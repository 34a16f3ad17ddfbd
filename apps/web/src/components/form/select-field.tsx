import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { describedBy, FieldError, FieldHint } from './field-message';
import styles from './field.module.css';

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** The first, empty choice ("Elige…"); none where a choice is always made. */
  placeholder?: string;
  options: ReadonlyArray<{ value: string | number; label: string }>;
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled native select (the phone's own picker), with its hint and error. */
export function SelectField({
  id,
  label,
  error,
  hint,
  placeholder,
  options,
  ref,
  ...select
}: SelectFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint: Boolean(hint), error })}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldHint id={`${id}-hint`}>{hint}</FieldHint>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/**
 * The value a form keeps for an optional select of ids: the chosen id, or null for the empty
 * first choice. Also given the default value (null) when the form starts.
 * @example register('gender', { setValueAs: optionalId })
 */
export function optionalId(value: string | number | null): number | null {
  return value === '' || value === null ? null : Number(value);
}
