import type { Concept } from '@app/contract/reference';
import styles from './profile-edit.module.css';

/**
 * One concept's options as chips to switch on and off (checkboxes underneath, so keyboards and
 * screen readers get them for free), with how many are picked and whether they count toward a
 * complete profile.
 */
export function InterestPicker({
  concept,
  counts,
  value,
  onChange,
  disabled,
}: {
  concept: Concept;
  counts: boolean;
  value: readonly number[];
  onChange: (ids: number[]) => void;
  disabled?: boolean;
}) {
  const picked = new Set(value);
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...value, id] : value.filter((existing) => existing !== id));
  return (
    <fieldset className={styles.picker} disabled={disabled}>
      <legend className={styles.pickerLegend}>
        <span>
          {concept.name}
          {picked.size > 0 && <span className={styles.count}> · {picked.size}</span>}
        </span>
        <span className={counts ? styles.counts : styles.notCounted}>
          {counts ? 'Cuenta para el perfil completo' : 'No cuenta para el perfil completo'}
        </span>
      </legend>
      <div className={styles.chips}>
        {concept.options.map((option) => (
          <label key={option.id} className={styles.chip}>
            <input
              type="checkbox"
              checked={picked.has(option.id)}
              onChange={(event) => toggle(option.id, event.target.checked)}
            />
            <span>{option.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
