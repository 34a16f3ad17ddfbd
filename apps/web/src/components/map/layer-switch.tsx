import type { ReactNode } from 'react';
import styles from './layer-switch.module.css';

export type LayerOption<T extends string> = { value: T; label: string; icon: ReactNode };

/**
 * The map's layers, switched on and off (`aria-pressed`), over the map's corner. The last one
 * on stays on: a map of nothing helps nobody.
 * @example <LayerSwitch options={layers} shown={['plans']} onChange={setShown} />
 */
export function LayerSwitch<T extends string>({
  options,
  shown,
  onChange,
}: {
  options: ReadonlyArray<LayerOption<T>>;
  shown: readonly T[];
  onChange: (shown: T[]) => void;
}) {
  return (
    <div role="group" aria-label="Capas del mapa" className={styles.switch}>
      {options.map((option) => {
        const on = shown.includes(option.value);
        return (
          <button
            key={option.value}
            type="button"
            className={styles.layer}
            data-layer={option.value}
            aria-pressed={on}
            disabled={on && shown.length === 1}
            onClick={() =>
              onChange(
                options
                  .map((candidate) => candidate.value)
                  .filter((value) => (value === option.value ? !on : shown.includes(value))),
              )
            }
          >
            {option.icon}
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
