import { setSpanishMessages } from '@app/contract/locale';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_PLAN_GRANT,
  memberNumberOf,
  planGrantForm,
  type PlanGrantValues,
} from './plan-grant-form';

setSpanishMessages();

const issues = (values: PlanGrantValues) =>
  Object.fromEntries(
    (planGrantForm.safeParse(values).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

describe('the plan grant form', () => {
  it('sends numbers as numbers and the reason trimmed', () => {
    expect(
      planGrantForm.parse({ user_id: ' #42 ', plan: 'premium', days: ' 30 ', note: ' Sorteo ' }),
    ).toEqual({ user_id: 42, plan: 'premium', days: 30, note: 'Sorteo' });
  });

  it('names every missing field at once', () => {
    expect(issues({ ...EMPTY_PLAN_GRANT, days: '' })).toEqual({
      user_id: 'Campo requerdio.',
      plan: 'Campo requerdio.',
      days: 'Campo requerdio.',
      note: 'Di por qué (al menos 3 caracteres).',
    });
  });

  it('explains a bad member number and days out of range', () => {
    const filled: PlanGrantValues = { user_id: '42', plan: 'move', days: '30', note: 'Sorteo' };
    const number = { user_id: 'Escribe el número del miembro, solo con cifras.' };
    expect(issues({ ...filled, user_id: 'Marina' })).toEqual(number);
    expect(issues({ ...filled, user_id: '0' })).toEqual(number);
    expect(issues({ ...filled, days: '0' })).toEqual({ days: 'Al menos un día.' });
    expect(issues({ ...filled, days: '367' })).toEqual({ days: 'Como mucho 366 días.' });
    expect(issues({ ...filled, note: 'ok' })).toEqual({
      note: 'Di por qué (al menos 3 caracteres).',
    });
  });
});

describe('memberNumberOf', () => {
  it('reads a member number, with or without #', () => {
    expect(memberNumberOf(' 42 ')).toBe(42);
    expect(memberNumberOf('#7')).toBe(7);
  });

  it('refuses what is not one', () => {
    expect(memberNumberOf('')).toBeUndefined();
    expect(memberNumberOf(null)).toBeUndefined();
    expect(memberNumberOf('0')).toBeUndefined();
    expect(memberNumberOf('4.5')).toBeUndefined();
    expect(memberNumberOf('Marina')).toBeUndefined();
    expect(memberNumberOf('99999999999')).toBeUndefined();
  });
});
