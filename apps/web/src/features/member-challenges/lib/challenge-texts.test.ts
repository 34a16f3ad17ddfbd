import { describe, expect, it } from 'vitest';
import {
  amountText,
  goalText,
  periodText,
  progressPercent,
  progressText,
  rewardText,
} from './challenge-texts';

describe('challenge texts', () => {
  it('name each metric, one and many, grouped as Spanish writes numbers', () => {
    expect(amountText('activities', 1)).toBe('1 actividad');
    expect(amountText('activities', 3)).toBe('3 actividades');
    expect(amountText('minutes', 90)).toBe('90 minutos');
    expect(amountText('kcal', 1200)).toBe('1.200 kcal');
    expect(amountText('disciplines', 2)).toBe('2 disciplinas distintas');
  });

  it('say the goal with its discipline, and the progress towards it', () => {
    const padel = { id: 1, tag: 'disciplines-padel', name: 'Pádel' };
    expect(goalText({ metric: 'activities', goal: 3, discipline: padel })).toBe(
      '3 actividades de Pádel',
    );
    expect(goalText({ metric: 'minutes', goal: 300, discipline: null })).toBe('300 minutos');
    expect(progressText({ metric: 'kcal', goal: 5000 }, 1250)).toBe('1.250 de 5.000 kcal');
  });

  it('keep the bar between 0 and 100', () => {
    expect(progressPercent(3, 1)).toBe(33);
    expect(progressPercent(3, 5)).toBe(100);
    expect(progressPercent(3, 0)).toBe(0);
  });

  it('give the period from its status; the end is the day before its midnight', () => {
    const period = { starts_at: '2026-12-01T00:00:00+01:00', ends_at: '2027-01-01T00:00:00+01:00' };
    expect(periodText({ ...period, status: 'open' }, 'Europe/Madrid')).toBe('Hasta el 31 dic');
    expect(periodText({ ...period, status: 'upcoming' }, 'Europe/Madrid')).toBe(
      'Del 1 dic al 31 dic',
    );
    expect(periodText({ ...period, status: 'ended' }, 'Europe/Madrid')).toBe('Terminó el 31 dic');
  });

  it('name the reward, coins and badge', () => {
    expect(rewardText({ reward_coins: 30, badge_name: 'Constante' })).toBe(
      '30 monedas e insignia «Constante»',
    );
    expect(rewardText({ reward_coins: 1, badge_name: null })).toBe('1 moneda');
    expect(rewardText({ reward_coins: 0, badge_name: 'Constante' })).toBe('Insignia «Constante»');
    expect(rewardText({ reward_coins: 0, badge_name: null })).toBeNull();
  });
});
