import { describe, expect, it } from 'vitest';
import {
  coinsRewardText,
  goalText,
  membersText,
  METRIC_LABELS,
  STATUS_LABELS,
} from './challenge-texts';

describe('challenge texts', () => {
  it('names each metric in Spanish', () => {
    expect(METRIC_LABELS).toEqual({
      activities: 'actividades',
      minutes: 'minutos',
      kcal: 'kcal',
      disciplines: 'disciplinas distintas',
    });
  });

  it('says a goal with its unit, one and many', () => {
    expect(goalText('activities', 3)).toBe('3 actividades');
    expect(goalText('activities', 1)).toBe('1 actividad');
    expect(goalText('minutes', 90)).toBe('90 minutos');
    expect(goalText('kcal', 1)).toBe('1 kcal');
    expect(goalText('disciplines', 4)).toBe('4 disciplinas distintas');
  });

  it('names the states, the reward and the people in it', () => {
    expect(STATUS_LABELS).toEqual({ upcoming: 'Próximo', open: 'En curso', ended: 'Terminado' });
    expect(coinsRewardText(0)).toBe('Sin monedas');
    expect(coinsRewardText(1)).toBe('1 moneda');
    expect(coinsRewardText(30)).toBe('30 monedas');
    expect(membersText(1)).toBe('1 participante');
    expect(membersText(0)).toBe('0 participantes');
  });
});
