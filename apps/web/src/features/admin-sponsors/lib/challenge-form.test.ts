import { setSpanishMessages } from '@app/contract/locale';
import { describe, expect, it } from 'vitest';
import { challengeForm, emptyChallenge, type ChallengeValues } from './challenge-form';

setSpanishMessages();

const filled: ChallengeValues = {
  ...emptyChallenge(new Date('2026-11-20T10:00:00Z')),
  title: 'Tres planes en diciembre',
  description: 'Apúntate a tres planes este mes.',
  goal: '3',
  starts_at: '2026-12-01T00:00',
  ends_at: '2027-01-01T00:00',
};

const messages = (values: ChallengeValues) =>
  Object.fromEntries(
    (challengeForm.safeParse(values).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

describe('the challenge form', () => {
  it('sends the period with Madrid’s offset and leaves empty choices out', () => {
    expect(challengeForm.parse(filled)).toEqual({
      title: 'Tres planes en diciembre',
      description: 'Apúntate a tres planes este mes.',
      metric: 'activities',
      goal: 3,
      starts_at: '2026-12-01T00:00:00+01:00',
      ends_at: '2027-01-01T00:00:00+01:00',
    });
  });

  it('sends the reward, the badge, the discipline and the brand when given', () => {
    expect(
      challengeForm.parse({
        ...filled,
        metric: 'minutes',
        discipline: '12',
        reward_coins: '30',
        badge: '🏅',
        badge_name: 'Diciembre activo',
        sponsor: '4',
      }),
    ).toMatchObject({
      metric: 'minutes',
      discipline: 12,
      reward_coins: 30,
      badge: '🏅',
      badge_name: 'Diciembre activo',
      sponsor: 4,
    });
  });

  it('gives each missing field the API’s message', () => {
    expect(messages({ ...emptyChallenge(), starts_at: '' })).toEqual({
      title: 'El título es demasiado corto.',
      description: 'Describe el reto.',
      goal: 'Campo requerdio.',
      starts_at: 'Campo requerdio.',
    });
  });

  it('refuses an end before the start, and a badge without its name', () => {
    expect(messages({ ...filled, ends_at: '2026-11-30T00:00' })).toEqual({
      ends_at: 'El reto debe terminar después de empezar.',
    });
    expect(messages({ ...filled, badge: '🏅' })).toEqual({
      badge_name: 'Una insignia necesita su emoji y su nombre.',
    });
  });
});
