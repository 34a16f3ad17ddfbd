import type {
  ActivityResult,
  ActivityResultAnswer,
  LevelQuestionKey,
  SportLevel,
  SportsProfile,
} from '@app/contract/levels';
import type { CalorieEstimate } from '@app/contract/calories';
import type { Client } from '../client.js';
import type { CallOptions } from './call-options.js';

/** The self-assessment: a discipline and each question's answer, 0 (least) to 3 (most). */
export type LevelAnswers = { discipline: number } & Record<LevelQuestionKey, number>;

/** A result: the two teams' user ids and who won. */
export type ResultReport = { team_a: number[]; team_b: number[]; winner: 'a' | 'b' | 'draw' };

/**
 * `GET /user/{id}/sports`: someone's sports profile: levels per discipline and reliability.
 * @example const { levels, reliability } = await getSportsProfile(client, user.id);
 */
export function getSportsProfile(
  client: Client,
  userId: number,
  options: CallOptions = {},
): Promise<SportsProfile> {
  return client.request({ method: 'GET', path: `/user/${userId}/sports`, ...options });
}

/**
 * `POST /sports/assessment`: the four answers (0–3 each) give a first level in a discipline.
 * @example await assessLevel(client, { discipline: 131, years: 2, frequency: 3, competition: 1, technique: 2 });
 */
export function assessLevel(
  client: Client,
  answers: LevelAnswers,
  options: CallOptions = {},
): Promise<SportLevel> {
  return client.request({ method: 'POST', path: '/sports/assessment', body: answers, ...options });
}

/**
 * `GET /activity/{id}/result`: the reported result, or null, and (to whoever plays) the
 * players the teams are made of.
 * @example const { result, players } = await getActivityResult(client, activity.id);
 */
export function getActivityResult(
  client: Client,
  activityId: number,
  options: CallOptions = {},
): Promise<ActivityResultAnswer> {
  return client.request({ method: 'GET', path: `/activity/${activityId}/result`, ...options });
}

/**
 * `POST /activity/{id}/result`: two teams (user ids) and the winner ('a', 'b' or 'draw').
 * @example await reportActivityResult(client, activity.id, { team_a: [1, 2], team_b: [3, 4], winner: 'a' });
 */
export function reportActivityResult(
  client: Client,
  activityId: number,
  result: ResultReport,
  options: CallOptions = {},
): Promise<ActivityResult> {
  return client.request({
    method: 'POST',
    path: `/activity/${activityId}/result`,
    body: result,
    ...options,
  });
}

/**
 * `POST /activity/{id}/result/answer`: the other side (or the host) confirms or disputes.
 * @example const { status } = await answerActivityResult(client, activity.id, true);
 */
export function answerActivityResult(
  client: Client,
  activityId: number,
  confirm: boolean,
  options: CallOptions = {},
): Promise<ActivityResult> {
  return client.request({
    method: 'POST',
    path: `/activity/${activityId}/result/answer`,
    body: { confirm },
    ...options,
  });
}

/**
 * `GET /activity/{id}/calories`: an estimate of the kcal the member would burn (MET × kg ×
 * hours), null for a social plan. Always shown as "estimación".
 * @example const { estimate } = await estimateCalories(client, activity.id);
 */
export function estimateCalories(
  client: Client,
  activityId: number,
  options: CallOptions = {},
): Promise<CalorieEstimate> {
  return client.request({ method: 'GET', path: `/activity/${activityId}/calories`, ...options });
}
