import type { Concept } from '@app/contract/reference';
import { describe, expect, it } from 'vitest';
import { EVERYWHERE_KM, listQuery, type QueryContext } from './discover-query';
import {
  clearedSearch,
  EMPTY_SEARCH,
  filterCount,
  nowSearch,
  parseSearch,
  toSearchParams,
  type DiscoverSearch,
} from './discover-search';
import { filterChips } from './filter-chips';

const concepts: Concept[] = [
  {
    id: 1,
    code: 'activity_types',
    name: 'Tipo de actividad',
    options: [
      { id: 301, tag: 'activity_types-social', name: 'Social' },
      { id: 302, tag: 'activity_types-sport', name: 'Deporte' },
    ],
  },
  {
    id: 2,
    code: 'disciplines',
    name: 'Disciplina deportiva',
    options: [{ id: 311, tag: 'disciplines-padel', name: 'Pádel' }],
  },
  {
    id: 3,
    code: 'levels',
    name: 'Nivel',
    options: [{ id: 322, tag: 'levels-intermedio', name: 'Intermedio' }],
  },
];
const madrid = { id: 31, lat: 40.4165, lon: -3.70256 };
const context: QueryContext = {
  concepts,
  home: madrid,
  cityPoint: (id) => (id === 7 ? { lat: 41.38879, lon: 2.15899 } : undefined),
};
const NOW = Date.parse('2026-03-10T18:00:00Z');

const parse = (query: string) => parseSearch(new URLSearchParams(query));

describe('a Descubrir search in the address', () => {
  it('is empty by default: the member’s city, soonest first', () => {
    expect(parse('')).toEqual(EMPTY_SEARCH);
    expect(toSearchParams(EMPTY_SEARCH).toString()).toBe('');
  });

  it('goes to the address and back whole, in readable Spanish words', () => {
    const search: DiscoverSearch = {
      text: 'pádel',
      type: 'sport',
      discipline: 'padel',
      level: 'intermedio',
      forMyLevel: true,
      place: { kind: 'near', lat: 40.41694, lon: -3.70351, km: 5 },
      when: 'dates',
      from: '2026-03-13',
      to: '2026-03-15',
      weekdays: [6, 7],
      dayparts: ['morning', 'night'],
      levels: { min: 'intermedio', max: 'avanzado' },
      hours: { from: '18:30', to: '21:00' },
      reliable: true,
      sort: 'distance',
    };
    const address = toSearchParams(search).toString();
    expect(address).toBe(
      'q=p%C3%A1del&tipo=deporte&disciplina=padel&nivel=intermedio&mi-nivel=si&cerca=40.417%2C-3.704&km=5&desde=2026-03-13&hasta=2026-03-15&dias=6%2C7&franjas=manana%2Cnoche&niveles=intermedio..avanzado&horas=18%3A30-21%3A00&fiables=si&orden=cerca',
    );
    // The point is kept to about 100 m.
    expect(parse(address)).toEqual({
      ...search,
      place: { kind: 'near', lat: 40.417, lon: -3.704, km: 5 },
    });
    expect(filterCount(search)).toBe(12);
    expect(clearedSearch(search)).toEqual({ ...EMPTY_SEARCH, sort: 'distance' });
  });

  it('leaves out what makes no sense instead of failing', () => {
    expect(
      parse(
        'tipo=futbol&dias=0,3,9,3,x&franjas=tarde,madrugada&cerca=200,1&ciudad=abc&desde=2026-02-31&orden=x&niveles=a..&horas=25:00-10:00&fiables=no',
      ),
    ).toEqual({ ...EMPTY_SEARCH, weekdays: [3], dayparts: ['afternoon'] });
    // A social plan has no discipline or level.
    expect(parse('tipo=social&disciplina=padel&nivel=intermedio&mi-nivel=si')).toMatchObject({
      type: 'social',
      discipline: undefined,
      level: undefined,
      forMyLevel: false,
    });
    expect(parse('cuando=esta-noche&desde=2026-03-13')).toMatchObject({
      when: 'tonight',
      from: undefined,
    });
    expect(parse('ciudad=todas').place).toEqual({ kind: 'everywhere' });
    expect(parse('ciudad=7').place).toEqual({ kind: 'city', id: 7 });
    expect(parse('cerca=40.4,-3.7').place).toEqual({ kind: 'near', lat: 40.4, lon: -3.7, km: 10 });
  });
});

describe('the API query of a search', () => {
  it('filters the member’s city by default, soonest first', () => {
    expect(listQuery(EMPTY_SEARCH, context, NOW)).toEqual({ sort: 'start', filter: { city: 31 } });
    expect(listQuery({ ...EMPTY_SEARCH, place: { kind: 'everywhere' } }, context, NOW)).toEqual({
      sort: 'start',
    });
  });

  it('names options by id, and reads "ahora", "esta noche" and dates', () => {
    const search = parse(
      'tipo=deporte&disciplina=padel&nivel=intermedio&mi-nivel=si&cuando=ahora&q=%20bolas%20',
    );
    expect(listQuery(search, context, NOW)).toEqual({
      sort: 'start',
      search: 'bolas',
      filter: {
        type: 302,
        discipline: 311,
        level: 322,
        for_my_level: true,
        city: 31,
        to: '2026-03-10T21:00:00.000Z',
      },
    });
    expect(
      listQuery(parse('cuando=esta-noche&dias=5,6&franjas=noche'), context, NOW).filter,
    ).toEqual({
      city: 31,
      tonight: true,
      weekdays: [5, 6],
      dayparts: ['night'],
    });
    const dates = listQuery(parse('desde=2026-03-13&hasta=2026-03-15'), context, NOW).filter!;
    expect(Date.parse(dates.to!) - Date.parse(dates.from!)).toBe(3 * 86_400_000 - 1);
  });

  it('sends Move’s filters as the API takes them', () => {
    const search: DiscoverSearch = {
      ...EMPTY_SEARCH,
      levels: { min: 'intermedio', max: 'intermedio' },
      hours: { from: '22:00', to: '02:00' },
      reliable: true,
    };
    expect(listQuery(search, context, NOW).filter).toEqual({
      city: madrid.id,
      level_range: { min: 322, max: 322 },
      hours: [{ from: '22:00', to: '02:00' }],
      reliable_hosts: true,
    });
  });

  it('measures "nearest first" from the chosen point, or the chosen or own city’s centre', () => {
    expect(listQuery(parse('cerca=40.4,-3.7&km=5&orden=cerca'), context, NOW)).toEqual({
      sort: 'distance',
      filter: { near: { lat: 40.4, lon: -3.7, km: 5 } },
    });
    expect(listQuery(parse('ciudad=7&orden=cerca'), context, NOW)).toEqual({
      sort: 'distance',
      filter: { city: 7, near: { lat: 41.38879, lon: 2.15899, km: EVERYWHERE_KM } },
    });
    expect(listQuery(parse('ciudad=todas&orden=cerca'), context, NOW).filter).toEqual({
      near: { lat: madrid.lat, lon: madrid.lon, km: EVERYWHERE_KM },
    });
    // Nowhere to measure from: soonest first.
    expect(
      listQuery(parse('ciudad=todas&orden=cerca'), { ...context, home: undefined }, NOW),
    ).toEqual({
      sort: 'start',
    });
  });
});

describe('"Ahora", one search for its feed and the list its button opens', () => {
  it('is the next three hours within the radius of the member’s city, nearest first', () => {
    const search = nowSearch(EMPTY_SEARCH.place, 25);
    expect(search).toEqual({
      ...EMPTY_SEARCH,
      place: { kind: 'home', km: 25 },
      when: 'now',
      sort: 'distance',
    });
    expect(listQuery(search, context, NOW)).toEqual({
      sort: 'distance',
      filter: {
        near: { lat: madrid.lat, lon: madrid.lon, km: 25 },
        to: '2026-03-10T21:00:00.000Z',
      },
    });
    // Never the whole world: a plan 270 km away is not "ahora" for anyone.
    expect(listQuery(search, context, NOW).filter!.near!.km).toBeLessThanOrEqual(100);
  });

  it('goes to the address and back as the same search, so the list reads the same query', () => {
    const search = nowSearch(EMPTY_SEARCH.place, 50);
    const address = toSearchParams(search);
    expect(address.toString()).toBe('km=50&cuando=ahora&orden=cerca');
    const back = parseSearch(address);
    expect(back).toEqual(search);
    expect(listQuery(back, context, NOW)).toEqual(listQuery(search, context, NOW));
  });

  it('measures from the member’s own position when they chose "cerca de mí"', () => {
    const around = parse('cerca=40.417,-3.704&km=5&disciplina=padel');
    const search = nowSearch(around.place, 10);
    expect(search.place).toEqual({ kind: 'near', lat: 40.417, lon: -3.704, km: 10 });
    // Nothing else of the search below: its count is the count of "ahora" alone.
    expect(search.discipline).toBeUndefined();
    expect(parseSearch(toSearchParams(search))).toEqual(search);
  });

  it('counts as a filter with a chip of its own, removed back to the whole city', () => {
    const search = nowSearch(EMPTY_SEARCH.place, 25);
    expect(filterCount(search)).toBe(2);
    const chips = filterChips(search, {
      option: () => undefined,
      city: () => undefined,
      home: 'Madrid',
    });
    expect(chips.map((chip) => chip.label)).toEqual(['A 25 km de Madrid', 'Ahora (próximas 3 h)']);
    expect(chips[0]!.remove(search).place).toEqual({ kind: 'home' });
    expect(parse('km=0').place).toEqual({ kind: 'home' });
    expect(parse('km=900').place).toEqual({ kind: 'home' });
  });
});

describe('the chips of a search', () => {
  const names = {
    option: (code: string, slug: string) =>
      concepts.find((c) => c.code === code)?.options.find((o) => o.tag === `${code}-${slug}`)?.name,
    city: (id: number) => (id === 7 ? 'Barcelona' : undefined),
  };

  it('say each filter in words, and each removes only its own', () => {
    const search = parse(
      'q=bolas&tipo=deporte&disciplina=padel&nivel=intermedio&ciudad=7&desde=2026-03-13&hasta=2026-03-15&dias=1,2,3,4,5&franjas=manana,noche',
    );
    const chips = filterChips(search, names);
    expect(chips.map((chip) => chip.label)).toEqual([
      '«bolas»',
      'Deporte',
      'Pádel',
      'Nivel: Intermedio',
      'En Barcelona',
      'Del 13 mar al 15 mar',
      'Entre semana',
      'Mañana, Noche',
    ]);
    const withoutPlace = chips.find((chip) => chip.id === 'place')!.remove(search);
    expect(withoutPlace).toEqual({ ...search, place: { kind: 'home' } });
    expect(
      filterChips(parse('cerca=1,2&km=25&cuando=esta-noche&dias=6,7'), names).map((c) => c.label),
    ).toEqual(['A 25 km de ti', 'Esta noche', 'Fin de semana']);
    expect(filterChips(parse('dias=3,6'), names)[0]!.label).toBe('Mié, sáb');
    expect(filterChips(EMPTY_SEARCH, names)).toEqual([]);
  });
});
