import type { Concept } from '@app/contract/reference';
import { hasEntitlement, PLAN_LIMITS } from '@app/contract/plans';
import { LEVEL_BANDS } from '@app/contract/levels';
import { useState } from 'react';
import { SelectField } from '../../../components/form/select-field';
import { useDebouncedChange } from '../../../lib/use-debounced-change';
import { useMyPlan } from '../../../lib/my-plan';
import { PlanLock } from '../../../components/member/plan-lock';
import { OPTION_LISTS, optionsOf } from '../discover/discover-query';
import type { DiscoverSearch } from '../discover/discover-search';
import fieldStyles from '../../../components/form/field.module.css';
import styles from './discover-filters.module.css';

/** The levels a range spans, in the bands' order (not "every level"). */
const BAND_SLUGS = LEVEL_BANDS.map((band) => band.tag.replace(/^levels-/, ''));

/**
 * Move's filters in Descubrir (decision 0029): a range of levels, an hour window of one's own,
 * only reliable hosts. Without Move, what they are and the way to it.
 */
export function AdvancedFilters({
  id,
  search,
  set,
  concepts,
}: {
  id: string;
  search: DiscoverSearch;
  set: (patch: Partial<DiscoverSearch>) => void;
  concepts: readonly Concept[];
}) {
  const plan = useMyPlan();
  // Typed hours apply once the typing stops (the shared 100 ms field-change rule).
  const hours = useDebouncedChange((next: DiscoverSearch['hours']) => set({ hours: next }));
  // The two ends while one is being typed; a window from elsewhere (a chip removed) replaces it.
  const [draft, setDraft] = useState({
    from: search.hours?.from ?? '',
    to: search.hours?.to ?? '',
  });
  const windowKey = search.hours ? `${search.hours.from}-${search.hours.to}` : '';
  const [shown, setShown] = useState(windowKey);
  if (windowKey !== shown) {
    setShown(windowKey);
    setDraft({ from: search.hours?.from ?? '', to: search.hours?.to ?? '' });
  }
  if (!plan.data) return null;
  if (!hasEntitlement(plan.data.plan, 'advanced_filters')) {
    return (
      <section className={styles.group} aria-labelledby={`${id}-advanced`}>
        <h3 id={`${id}-advanced`} className={styles.heading}>
          Filtros avanzados
        </h3>
        <PlanLock
          entitlement="advanced_filters"
          title="Rango de niveles, franjas a tu medida y anfitriones fiables"
        />
      </section>
    );
  }
  const levels = optionsOf(concepts, OPTION_LISTS.level).filter((option) =>
    BAND_SLUGS.includes(option.slug),
  );
  const choices = levels.map((option) => ({ value: option.slug, label: option.name }));
  const range = search.levels;
  const setLevel = (edge: 'min' | 'max', slug: string) => {
    if (!slug) return set({ levels: undefined });
    const first = BAND_SLUGS[0]!;
    const last = BAND_SLUGS.at(-1)!;
    const next = { min: range?.min ?? first, max: range?.max ?? last, [edge]: slug };
    // A range the wrong way round becomes the one level chosen last.
    if (BAND_SLUGS.indexOf(next.min) > BAND_SLUGS.indexOf(next.max)) {
      next.min = slug;
      next.max = slug;
    }
    set({ levels: next });
  };
  const setHour = (edge: 'from' | 'to', value: string) => {
    const next = { ...draft, [edge]: value };
    setDraft(next);
    // The window applies once both ends are there (and differ); half a window is a draft.
    const whole = next.from && next.to && next.from !== next.to;
    if (whole) hours.schedule(next);
    else if (search.hours) hours.schedule(undefined);
    else hours.cancel();
  };

  return (
    <section className={styles.group} aria-labelledby={`${id}-advanced`}>
      <h3 id={`${id}-advanced`} className={styles.heading}>
        Filtros avanzados <span className={styles.planTag}>Move</span>
      </h3>
      {search.type !== 'social' && (
        <div className={styles.pair}>
          <SelectField
            id={`${id}-level-min`}
            label="Nivel desde"
            placeholder="Cualquiera"
            value={range?.min ?? ''}
            options={choices}
            onChange={(event) => setLevel('min', event.target.value)}
          />
          <SelectField
            id={`${id}-level-max`}
            label="Nivel hasta"
            placeholder="Cualquiera"
            value={range?.max ?? ''}
            options={choices}
            onChange={(event) => setLevel('max', event.target.value)}
          />
        </div>
      )}
      <div className={styles.pair}>
        {(['from', 'to'] as const).map((edge) => (
          <div key={edge} className={fieldStyles.field}>
            <label htmlFor={`${id}-hour-${edge}`} className={fieldStyles.label}>
              {edge === 'from' ? 'Empieza desde las' : 'y antes de las'}
            </label>
            <input
              id={`${id}-hour-${edge}`}
              type="time"
              className={fieldStyles.input}
              value={draft[edge]}
              onChange={(event) => setHour(edge, event.target.value)}
            />
          </div>
        ))}
      </div>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={search.reliable}
          onChange={(event) => set({ reliable: event.target.checked })}
        />
        <span>
          Solo anfitriones fiables
          <small>
            Quienes acuden a sus planes al menos {PLAN_LIMITS.reliableHostPercent / 10} de cada 10
            veces.
          </small>
        </span>
      </label>
    </section>
  );
}
