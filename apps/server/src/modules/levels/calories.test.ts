import { estimateKcal, intensityFor, MET_TABLE } from '@app/contract/calories';
import { describe, expect, it } from 'vitest';
import { CONCEPT_SEEDS } from '../concepts/concepts.data.js';

describe('the calorie estimate', () => {
  const disciplines = CONCEPT_SEEDS.find((concept) => concept.code === 'disciplines')!.options;

  it('has MET values for every discipline, rising with the intensity', () => {
    for (const [slug] of disciplines) {
      const mets = MET_TABLE[`disciplines-${slug}`];
      expect(mets, slug).toBeDefined();
      expect(mets![0]).toBeLessThanOrEqual(mets![1]);
      expect(mets![1]).toBeLessThanOrEqual(mets![2]);
    }
    expect(Object.keys(MET_TABLE)).toHaveLength(disciplines.length);
  });

  it('is MET × kg × hours, to the nearest 10', () => {
    // Padel in general (6.0 MET), 70 kg, an hour and a half: 630 kcal.
    expect(estimateKcal(6.0, 70, 90)).toBe(630);
    expect(estimateKcal(9.8, 82, 45)).toBe(600); // 602.7
  });

  it('takes the intensity from the plan’s level, else from the member’s', () => {
    expect(intensityFor('levels-principiante', 6)).toBe('light');
    expect(intensityFor('levels-experto', null)).toBe('vigorous');
    expect(intensityFor('levels-todos', 4.6)).toBe('vigorous');
    expect(intensityFor(null, 1.2)).toBe('light');
    expect(intensityFor(null, null)).toBe('moderate');
    expect(intensityFor('levels-intermedio', 6.5)).toBe('moderate');
  });
});
