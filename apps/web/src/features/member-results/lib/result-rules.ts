import type { ActivityResult } from '@app/contract/levels';

export type Side = 'a' | 'b';
export type Winner = Side | 'draw';

/** The side `userId` played on in a result, if any. */
export function sideOf(result: ActivityResult, userId: number): Side | undefined {
  if (result.teams[0].some((person) => person.id === userId)) return 'a';
  if (result.teams[1].some((person) => person.id === userId)) return 'b';
  return undefined;
}

/**
 * Whether `me` may confirm or dispute a reported result, as the server decides it (decision
 * 0027): not who reported it; the host, or someone on the other side (either side when the
 * host reported it without playing).
 */
export function mayAnswer(result: ActivityResult, me: number, hostId: number): boolean {
  if (result.status !== 'reported' || me === result.reported_by) return false;
  if (me === hostId) return true;
  const mine = sideOf(result, me);
  return mine !== undefined && mine !== sideOf(result, result.reported_by);
}

/** What keeps a report from being sent, in Spanish, or null when it is ready. */
export function reportProblem(
  sides: ReadonlyMap<number, Side>,
  winner: Winner | null,
  me: number,
  hostId: number,
): string | null {
  const on = (side: Side) => [...sides.values()].filter((value) => value === side).length;
  if (on('a') === 0 || on('b') === 0) return 'Pon al menos a una persona en cada equipo.';
  if (winner === null) return 'Marca quién ganó, o empate.';
  if (me !== hostId && !sides.has(me)) return 'Para anotarlo tienes que estar en un equipo.';
  return null;
}

/** "Ganó el equipo A", "Empate". */
export const winnerText = (winner: Winner) =>
  winner === 'draw' ? 'Empate' : `Ganó el equipo ${winner.toUpperCase()}`;
