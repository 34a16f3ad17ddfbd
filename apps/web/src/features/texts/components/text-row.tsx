import { describedBy, FieldError } from '../../../components/form/field-message';
import styles from './texts-editor.module.css';

/** One text: its tag as the label, the Spanish text to edit, and a way back when changed. */
export function TextRow({
  id,
  tag,
  value,
  changed,
  error,
  onChange,
  onUndo,
}: {
  id: string;
  tag: string;
  value: string;
  changed: boolean;
  error?: string | undefined;
  onChange: (value: string) => void;
  onUndo: () => void;
}) {
  return (
    <li className={styles.row} data-changed={changed || undefined}>
      <div className={styles.rowHead}>
        <label htmlFor={id} className={styles.tag}>
          {tag}
        </label>
        {changed && (
          <>
            <span className={styles.badge}>Modificado</span>
            <button type="button" className={styles.undo} onClick={onUndo}>
              Deshacer<span className="visually-hidden"> {tag}</span>
            </button>
          </>
        )}
      </div>
      <textarea
        id={id}
        className={styles.textarea}
        value={value}
        rows={Math.min(6, Math.max(1, Math.ceil(value.length / 70)))}
        maxLength={5000}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error })}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id={`${id}-error`} message={error} />
    </li>
  );
}
