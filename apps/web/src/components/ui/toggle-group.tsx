import { useId, type CSSProperties } from 'react';
import styles from './toggle-group.module.css';

export type ToggleOption<T extends string | number> = {
  value: T;
  label: string;
  /** A longer name for screen readers, when the label is short ("L" for lunes). */
  name?: string;
};

/**
 * A labelled row of toggle buttons (`aria-pressed`): one choice or several. The label is a
 * visible caption that names the group for screen readers too.
 * @example <ToggleGroup label="Tipo" options={types} selected={[type]} onToggle={setType} />
 */
export function ToggleGroup<T extends string | number>({
  label,
  options,
  selected,
  onToggle,
  compact = false,
}: {
  label: string;
  options: ReadonlyArray<ToggleOption<T>>;
  selected: readonly T[];
  onToggle: (value: T) => void;
  /** Square buttons of one or two letters (the days of the week). */
  compact?: boolean;
}) {
  const labelId = useId();
  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div
        role="group"
        aria-labelledby={labelId}
        className={compact ? `${styles.group} ${styles.compactGroup}` : styles.group}
        style={compact ? ({ '--count': options.length } as CSSProperties) : undefined}
      >
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            className={styles.toggle}
            aria-pressed={selected.includes(option.value)}
            aria-label={option.name}
            onClick={() => onToggle(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}
