import { EMPTY_SEARCH, type DiscoverSearch } from './discover-search';

/** One filter in force, as a removable chip says it. */
export type FilterChip = {
  id: string;
  label: string;
  remove: (search: DiscoverSearch) => DiscoverSearch;
};

/** The names a chip needs from the reference data. */
export type ChipNames = {
  /** An option's name by its list code and short tag (`disciplines`, `padel`). */
  option: (code: string, slug: string) => string | undefined;
  city: (id: number) => string | undefined;
  /** The member's own city. */
  home?: string | undefined;
};

export const WEEKDAY_NAMES = [
  'lunes',
  'martes',
  'miércoles',
  'jueves',
  'viernes',
  'sábado',
  'domingo',
] as const;

export const DAYPART_NAMES = {
  morning: 'Mañana',
  afternoon: 'Tarde',
  night: 'Noche',
} as const;

const day = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayText = (iso: string) => day.format(new Date(`${iso}T12:00:00Z`));

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The days as people say them: "Entre semana", "Fin de semana", or "Lun, mié". */
export function weekdaysText(days: readonly number[]): string {
  const key = days.join(',');
  if (key === '1,2,3,4,5,6,7') return 'Todos los días';
  if (key === '1,2,3,4,5') return 'Entre semana';
  if (key === '6,7') return 'Fin de semana';
  return capital(days.map((number) => WEEKDAY_NAMES[number - 1]!.slice(0, 3)).join(', '));
}

function datesText(from: string | undefined, to: string | undefined): string {
  if (from && to)
    return from === to ? `El ${dayText(from)}` : `Del ${dayText(from)} al ${dayText(to)}`;
  if (from) return `Desde el ${dayText(from)}`;
  return `Hasta el ${dayText(to!)}`;
}

/** Every filter in force, in the order the panel lists them. */
export function filterChips(search: DiscoverSearch, names: ChipNames): FilterChip[] {
  const chips: FilterChip[] = [];
  const text = search.text.trim();
  if (text) chips.push({ id: 'q', label: `«${text}»`, remove: (s) => ({ ...s, text: '' }) });
  if (search.type) {
    chips.push({
      id: 'type',
      label:
        names.option('activity_types', search.type) ??
        (search.type === 'sport' ? 'Deporte' : 'Social'),
      remove: (s) => ({ ...s, type: undefined }),
    });
  }
  if (search.discipline) {
    chips.push({
      id: 'discipline',
      label: names.option('disciplines', search.discipline) ?? search.discipline,
      remove: (s) => ({ ...s, discipline: undefined }),
    });
  }
  if (search.level) {
    chips.push({
      id: 'level',
      label: `Nivel: ${names.option('levels', search.level) ?? search.level}`,
      remove: (s) => ({ ...s, level: undefined }),
    });
  }
  if (search.forMyLevel) {
    chips.push({
      id: 'for-my-level',
      label: 'Para mi nivel',
      remove: (s) => ({ ...s, forMyLevel: false }),
    });
  }
  const { place } = search;
  if (place.kind !== 'home' || place.km !== undefined) {
    chips.push({
      id: 'place',
      label:
        place.kind === 'home'
          ? `A ${place.km} km de ${names.home ?? 'tu ciudad'}`
          : place.kind === 'near'
            ? `A ${place.km} km de ti`
            : place.kind === 'city'
              ? `En ${names.city(place.id) ?? 'otra ciudad'}`
              : 'En todas partes',
      remove: (s) => ({ ...s, place: EMPTY_SEARCH.place }),
    });
  }
  if (search.when !== 'any') {
    chips.push({
      id: 'when',
      label:
        search.when === 'now'
          ? 'Ahora (próximas 3 h)'
          : search.when === 'tonight'
            ? 'Esta noche'
            : datesText(search.from, search.to),
      remove: (s) => ({ ...s, when: 'any', from: undefined, to: undefined }),
    });
  }
  if (search.weekdays.length) {
    chips.push({
      id: 'weekdays',
      label: weekdaysText(search.weekdays),
      remove: (s) => ({ ...s, weekdays: [] }),
    });
  }
  if (search.dayparts.length) {
    chips.push({
      id: 'dayparts',
      label: search.dayparts.map((part) => DAYPART_NAMES[part]).join(', '),
      remove: (s) => ({ ...s, dayparts: [] }),
    });
  }
  const { levels, hours } = search;
  if (levels) {
    const name = (slug: string) => names.option('levels', slug) ?? slug;
    chips.push({
      id: 'levels',
      label:
        levels.min === levels.max
          ? `Nivel: ${name(levels.min)}`
          : `De ${name(levels.min)} a ${name(levels.max)}`,
      remove: (s) => ({ ...s, levels: undefined }),
    });
  }
  if (hours) {
    chips.push({
      id: 'hours',
      label: `De ${hours.from} a ${hours.to}`,
      remove: (s) => ({ ...s, hours: undefined }),
    });
  }
  if (search.reliable) {
    chips.push({
      id: 'reliable',
      label: 'Anfitriones fiables',
      remove: (s) => ({ ...s, reliable: false }),
    });
  }
  return chips;
}
