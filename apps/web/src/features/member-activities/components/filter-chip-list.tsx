import { CloseIcon } from '../../../components/icons/close-icon';
import type { DiscoverSearch } from '../discover/discover-search';
import type { FilterChip } from '../discover/filter-chips';
import styles from './filter-chip-list.module.css';

/** The filters in force, each a chip that removes it, and one button that clears them all. */
export function FilterChipList({
  chips,
  search,
  onChange,
  onClear,
}: {
  chips: FilterChip[];
  search: DiscoverSearch;
  onChange: (next: DiscoverSearch) => void;
  onClear: () => void;
}) {
  if (chips.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label="Filtros aplicados">
      {chips.map((chip) => (
        <li key={chip.id}>
          <button
            type="button"
            className={styles.chip}
            aria-label={`Quitar el filtro ${chip.label}`}
            onClick={() => onChange(chip.remove(search))}
          >
            {chip.label}
            <CloseIcon size={14} />
          </button>
        </li>
      ))}
      {chips.length > 1 && (
        <li>
          <button type="button" className={styles.clear} onClick={onClear}>
            Borrar todo
          </button>
        </li>
      )}
    </ul>
  );
}
