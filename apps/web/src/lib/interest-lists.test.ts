import { describe, expect, it } from 'vitest';
import { interestListNames, joinedList } from './interest-lists';

const concept = (code: string, name: string) => ({ code, name, options: [] });

describe('the interest lists of a complete profile', () => {
  it('are the spec’s seven, by their names; the rest do not count', () => {
    const concepts = [
      concept('do_exercises', 'Ejercicio que practico'),
      concept('extreme_sports', 'Deportes extremos'),
      concept('groupal_sports', 'Deportes en grupo'),
      concept('individuals_sports', 'Deportes individuales'),
      concept('likes', 'Me gusta'),
      concept('studies_levels', 'Nivel de estudios'),
      concept('pets', 'Mascotas'),
      concept('recreatives_activities', 'Actividades recreativas'),
      concept('zodiacal_signs', 'Signo del zodiaco'),
    ];
    const names = interestListNames(concepts as never);
    expect(names.counted).toEqual([
      '«Ejercicio que practico»',
      '«Deportes extremos»',
      '«Deportes en grupo»',
      '«Me gusta»',
      '«Deportes individuales»',
      '«Nivel de estudios»',
      '«Mascotas»',
    ]);
    expect(names.uncounted).toEqual(['«Actividades recreativas»']);
  });

  it('are joined as Spanish lists them', () => {
    expect(joinedList(['A', 'B', 'C'])).toBe('A, B y C');
    expect(joinedList(['A'])).toBe('A');
  });
});
