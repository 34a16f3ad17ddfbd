import { describe, expect, it } from 'vitest';
import { options, publicUser } from '../test/fixtures.js';
import { interestCount, isProfileComplete, profileProgress } from './profile.js';

const complete = () =>
  publicUser({
    firstname: 'Lucía',
    avatarUpdatedAt: '2026-01-01T00:00:00.000Z',
    do_exercises: options('do_exercises', 2),
    extreme_sports: options('extreme_sports', 1),
    groupal_sports: options('groupal_sports', 1),
    likes: options('likes', 2),
    individuals_sports: options('individuals_sports', 1),
    studies_levels: options('studies_levels', 1),
    pets: options('pets', 2),
  });

describe('profile completeness (spec, section 5)', () => {
  it('is complete with a firstname longer than 4, 10 interest items and an avatar', () => {
    expect(interestCount(complete())).toBe(10);
    expect(isProfileComplete(complete())).toBe(true);
  });

  it('is not complete when firstname has 4 characters or fewer, or is not a string', () => {
    expect(isProfileComplete({ ...complete(), firstname: 'Luci' })).toBe(false);
    expect(isProfileComplete({ ...complete(), firstname: 'Lucas' })).toBe(true);
    expect(isProfileComplete({ ...complete(), firstname: undefined })).toBe(false);
  });

  it('is not complete with fewer than 10 items across the seven interest lists', () => {
    expect(isProfileComplete({ ...complete(), pets: options('pets', 1) })).toBe(false);
  });

  it('counts only do_exercises, extreme_sports, groupal_sports, likes, individuals_sports, studies_levels and pets', () => {
    const user = {
      ...complete(),
      pets: options('pets', 1),
      recreatives_activities: options('recreatives_activities', 5),
      zodiacal_signs: options('zodiacal_signs', 1),
    };
    expect(interestCount(user)).toBe(9);
    expect(isProfileComplete(user)).toBe(false);
  });

  it('is not complete without avatarUpdatedAt', () => {
    expect(isProfileComplete({ ...complete(), avatarUpdatedAt: null })).toBe(false);
  });
});

describe('profileProgress', () => {
  const interests = (count: number) => ({ likes: options('likes', count) });

  it('names every missing part, in the rule’s order', () => {
    expect(profileProgress({ firstname: 'Ana', avatarUpdatedAt: null })).toEqual({
      percent: 0,
      gaps: [{ part: 'firstname' }, { part: 'interests', missing: 10 }, { part: 'avatar' }],
    });
  });

  it('counts interests item by item, and no further than ten', () => {
    expect(profileProgress({ firstname: 'Lucía', avatarUpdatedAt: null, ...interests(4) })).toEqual(
      { percent: 47, gaps: [{ part: 'interests', missing: 6 }, { part: 'avatar' }] },
    );
    expect(
      profileProgress({ firstname: 'Lucía', avatarUpdatedAt: '2026-01-01', ...interests(14) }),
    ).toEqual({ percent: 100, gaps: [] });
  });
});
