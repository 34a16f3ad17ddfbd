import type { Actor } from '../auth/actor.js';

/** An activity as the result rules see it: its host, and whether the caller holds a place. */
export type ResultRef = { hostId: number; matched: boolean };

/** A reported result waiting for its answer: who reported it, the two teams, the winner. */
export type ResultReport = {
  reportedBy: number;
  winner: 'a' | 'b' | 'draw';
  teams: { a: number[]; b: number[] };
};

/** The activity with the report waiting for an answer, if there is one. */
export type AnswerRef = ResultRef & { report: ResultReport | null };

/** Anyone signed in who may see the activity sees its result. */
export const canView = (actor: Actor | null, _ref: ResultRef): boolean => actor !== null;

/** The host and the people in it report a result and answer one. */
export const canTake = (actor: Actor | null, ref: ResultRef): boolean =>
  actor !== null && (actor.userId === ref.hostId || ref.matched);

/**
 * A report is answered by the other side, or by the host if they did not report it (every
 * player may when the host, not playing, reported it). With no report waiting, whoever takes
 * part may ask, and hears there is nothing to answer.
 */
export const canAnswer = (actor: Actor | null, ref: AnswerRef): boolean => {
  if (!canTake(actor, ref)) return false;
  const report = ref.report;
  if (!report) return true;
  const sideOf = (userId: number) =>
    report.teams.a.includes(userId) ? 'a' : report.teams.b.includes(userId) ? 'b' : undefined;
  const mine = sideOf(actor!.userId);
  return (
    actor!.userId !== report.reportedBy &&
    (actor!.userId === ref.hostId || (mine !== undefined && mine !== sideOf(report.reportedBy)))
  );
};
