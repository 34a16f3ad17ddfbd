import type { InputHTMLAttributes, Ref } from 'react';
import styles from './switch-field.module.css';

type SwitchFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  id: string;
  label: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
};

/** An on/off setting: a checkbox announced as a switch, drawn as one. */
export function SwitchField({ id, label, hint, ref, ...input }: SwitchFieldProps) {
  return (
    <div className={styles.row}>
      <label htmlFor={id} className={styles.text}>
        <span className={styles.label}>{label}</span>
        {hint && (
          <span id={`${id}-hint`} className={styles.hint}>
            {hint}
          </span>
        )}
      </label>
      <input
        ref={ref}
        id={id}
        type="checkbox"
        role="switch"
        className={styles.switch}
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...input}
      />
    </div>
  );
}
