import { createEventRequest } from '@app/contract/activities';
import { confirmAttendanceRequest, markAttendanceRequest } from '@app/contract/attendance';
import { createChallengeRequest } from '@app/contract/challenges';
import { PETITION_MATCH_TAG } from '@app/contract/concepts';
import {
  answerResultRequest,
  levelAssessmentRequest,
  reportResultRequest,
} from '@app/contract/levels';
import { buyRequest } from '@app/contract/store';
import { hoursAndMinutes, inZone } from '../lib/time-zones.js';
import * as attendancePolicy from '../modules/attendance/attendance.policy.js';
import type { Actor } from '../modules/auth/actor.js';
import * as resultPolicy from '../modules/levels/levels.policy.js';
import { canManageSponsors } from '../modules/sponsors/sponsor.policy.js';
import type { DemoEvent } from './events.js';
import type { ReplayContext } from './replay-context.js';

/**
 * The sport steps of the replay, as their routes take them (contract bodies, policies, then
 * the service): first levels, the words on plans that are over (the attendance service
 * verifies and counts them: points, ranking, coins and challenge progress), results, the
 * challenges and events staff make and who joins them, and purchases in the store. Answers
 * whether `event` was one of them.
 */
export async function replaySport(event: DemoEvent, context: ReplayContext): Promise<boolean> {
  const { services, references, actor, ids, refuse, staff, catalogue } = context;
  /** An activity and where `who` stands in it, as the players' routes load it. */
  const standing = async (key: string, who: Actor) => {
    const row = await services.activities.get(ids.activities.get(key)!);
    const matched = (await services.matches.of(row.id, who.userId)) !== undefined;
    return { row, ref: { hostId: row.hostId, matched } };
  };
  switch (event.kind) {
    case 'assessment': {
      const { assessment } = event;
      const [years, frequency, competition, technique] = assessment.answers.map(String);
      const body = levelAssessmentRequest.parse({
        discipline: String(references.option(assessment.discipline)),
        years,
        frequency,
        competition,
        technique,
      });
      // As the route: the option must be a discipline.
      const option = (await services.concepts.options([body.discipline])).get(body.discipline);
      if (option?.code !== 'disciplines') refuse(`${assessment.discipline} is no discipline`);
      await services.levels.assess(actor(assessment.memberKey).userId, body);
      return true;
    }
    case 'word': {
      const { word } = event;
      if (word.by === 'host') {
        const host = actor(context.hostOf(word.activityKey));
        const { row, ref } = await standing(word.activityKey, host);
        if (!attendancePolicy.canMark(host, ref))
          refuse(`${word.activityKey}: only its host marks`);
        const body = markAttendanceRequest.parse({ mark: word.present ? 'present' : 'absent' });
        await services.attendance.mark(row, actor(word.memberKey).userId, body.mark);
      } else {
        const member = actor(word.memberKey);
        const { row, ref } = await standing(word.activityKey, member);
        if (!attendancePolicy.canConfirm(member, ref)) {
          refuse(`${word.memberKey} may not confirm ${word.activityKey}`);
        }
        const body = confirmAttendanceRequest.parse({ took_place: String(word.tookPlace) });
        await services.attendance.confirm(member, row, body.took_place);
      }
      return true;
    }
    case 'result': {
      const { result } = event;
      const reporter = actor(result.reporterKey);
      const { row, ref } = await standing(result.activityKey, reporter);
      if (!resultPolicy.canTake(reporter, ref)) refuse(`${result.reporterKey} may not report`);
      const team = (keys: string[]) => JSON.stringify(keys.map((key) => actor(key).userId));
      const body = reportResultRequest.parse({
        team_a: team(result.teamA),
        team_b: team(result.teamB),
        winner: result.winner,
      });
      await services.levels.report(reporter, row, body);
      return true;
    }
    case 'result-answer': {
      const answer = event.result.answer!;
      const player = actor(answer.byKey);
      const { row, ref } = await standing(event.result.activityKey, player);
      const report = await services.levels.pendingReport(row.id);
      if (!resultPolicy.canAnswer(player, { ...ref, report })) {
        refuse(`${answer.byKey} may not answer this result`);
      }
      const body = answerResultRequest.parse({ confirm: String(answer.confirm) });
      await services.levels.answer(player, row, body.confirm, report);
      return true;
    }
    case 'challenge': {
      const { challenge } = event;
      const { idea } = challenge;
      if (!canManageSponsors(staff)) refuse('the staff account may not make challenges');
      const body = createChallengeRequest.parse({
        title: idea.title,
        description: idea.description,
        metric: idea.metric,
        goal: String(idea.goal),
        ...(idea.discipline && {
          discipline: String(references.option(`disciplines-${idea.discipline}`)),
        }),
        starts_at: challenge.startsAt.toISOString(),
        ends_at: challenge.endsAt.toISOString(),
        reward_coins: String(idea.rewardCoins),
        badge: idea.badge,
        badge_name: idea.badgeName,
        sponsor: String(catalogue.sponsors.get(idea.brand)!),
      });
      // As the staff route hands it to the service.
      const made = await services.challenges.createChecked({
        title: body.title,
        description: body.description,
        metric: body.metric,
        goal: body.goal,
        disciplineOptionId: body.discipline ?? null,
        startsAt: new Date(body.starts_at),
        endsAt: new Date(body.ends_at),
        rewardCoins: body.reward_coins ?? 0,
        badge: body.badge ?? null,
        badgeName: body.badge_name ?? null,
        sponsorId: body.sponsor ?? null,
      });
      ids.challenges.set(challenge.key, made.id);
      await catalogue.remember('challenges', made.id);
      return true;
    }
    case 'challenge-join': {
      await services.challenges.join(
        ids.challenges.get(event.challenge.key)!,
        actor(event.memberKey).userId,
      );
      return true;
    }
    case 'event': {
      const { event: planned } = event;
      const { idea } = planned;
      if (!canManageSponsors(staff)) refuse('the staff account may not make events');
      const city = references.cities[idea.cityKey]!;
      const body = createEventRequest.parse({
        type: String(references.option('activity_types-sport')),
        city: String(city.id),
        location: JSON.stringify({
          lat: planned.place.lat,
          lon: planned.place.lon,
          address: planned.place.address,
        }),
        description: idea.description,
        start_at: inZone(planned.startAt, city.timeZone),
        duration: hoursAndMinutes(idea.durationMinutes),
        participants: String(idea.participants),
        discipline: String(references.option(`disciplines-${idea.discipline}`)),
        level: String(references.option(`levels-${idea.level}`)),
        sponsor: String(catalogue.sponsors.get(idea.brand)!),
        premium_only: String(idea.premiumOnly),
      });
      const made = await services.activities.createEvent(staff.userId, body);
      ids.activities.set(planned.key, made.id);
      await catalogue.remember('events', made.id);
      return true;
    }
    case 'event-request': {
      const member = actor(event.memberKey);
      const sent = await services.petitions.send(member, {
        petition_type_option_id: references.option(PETITION_MATCH_TAG),
        to_user_id: staff.userId,
        activity: ids.activities.get(event.event.key)!,
      });
      // Nobody answers an event's requests: a free place is taken at once (decision 0028).
      if (!sent.acepted) refuse(`${event.memberKey} found no place in ${event.event.key}`);
      return true;
    }
    case 'purchase': {
      const { purchase } = event;
      const body = buyRequest.parse({ key: `demo-${purchase.memberKey}-${purchase.itemKey}` });
      await services.store.buy(
        actor(purchase.memberKey),
        catalogue.items.get(purchase.itemKey)!,
        body,
      );
      return true;
    }
    default:
      return false;
  }
}
