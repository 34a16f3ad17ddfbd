/**
 * The member's remembered choices, kept in their configurations beside the settings so that
 * every device they sign in on finds them: not switches of the settings page, but values a
 * screen sets where it is used. A stored value that is no longer a choice reads as the
 * default. Apart from the settings' schema (configurations.ts) so that a screen reads them
 * without loading zod: the app's first screen, "Ahora", does.
 */
export const MEMBER_PREFERENCES = {
  /** How far from the member's city (or from them) "Ahora" looks, in km (decision 0036). */
  now_km: { name: 'El radio de «Ahora»', unit: 'km', default: 25, choices: [5, 10, 25, 50, 100] },
} as const;

export type MemberPreference = keyof typeof MEMBER_PREFERENCES;

/**
 * A preference's value in a stored configuration map (its default when absent or no longer
 * one of its choices).
 * @example preferenceOf({ now_km: 50 }, 'now_km') // 50
 * @example preferenceOf({}, 'now_km') // 25
 */
export function preferenceOf(
  configurations: Readonly<Record<string, unknown>>,
  key: MemberPreference,
): number {
  const { choices, default: fallback } = MEMBER_PREFERENCES[key];
  const value = Number(configurations[key]);
  return (choices as readonly number[]).includes(value) ? value : fallback;
}
