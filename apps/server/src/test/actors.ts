import { expect, it } from 'vitest';
import type { Actor } from '../modules/auth/actor.js';

/**
 * The people every policy test asks about: the owner of a resource (user 1), another member
 * (user 2), a matched member (user 3), general staff (user 9, who owns nothing), a developer
 * (user 8) and a guest (null).
 */
export const actors = {
  owner: { userId: 1, roles: [], wstoken: 'a'.repeat(64) },
  other: { userId: 2, roles: [], wstoken: 'b'.repeat(64) },
  matched: { userId: 3, roles: [], wstoken: 'c'.repeat(64) },
  staff: { userId: 9, roles: ['admin:general'], wstoken: 'd'.repeat(64) },
  developer: { userId: 8, roles: ['admin:dev'], wstoken: 'e'.repeat(64) },
  guest: null,
} satisfies Record<string, Actor | null>;

export type Who = keyof typeof actors;

/** A rule for general staff alone: asked as everyone, it lets staff through and nobody else. */
export function itIsStaffOnly(what: string, rule: (actor: Actor | null) => boolean) {
  it.each(Object.keys(actors) as Who[])(`%s: ${what} only as staff`, (who) => {
    expect(rule(actors[who])).toBe(who === 'staff');
  });
}
