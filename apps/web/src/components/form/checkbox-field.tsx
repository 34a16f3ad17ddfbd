import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldError } from './field-message';
import styles from './checkbox-field.module.css';

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  id: string;
  /** The text beside the box; it may hold a link. */
  children: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
};

/** A checkbox with its text beside it and its error below (accepting the terms). */
export function CheckboxField({ id, children, error, ref, ...input }: CheckboxFieldProps) {
  return (
    <div className={styles.field}>
      <div className={styles.row}>
        <input
          ref={ref}
          id={id}
          type="checkbox"
          className={styles.box}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
        <label htmlFor={id} className={styles.label}>
          {children}
        </label>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
