import { PETITION_MATCH_TAG } from '@app/contract/concepts';
import {
  DECK_LIMITS,
  type Deck,
  type DeckDecision,
  type DeckQuery,
  type SwipeResponse,
  type UndoResponse,
} from '@app/contract/deck';
import { inZone, wallClockInZone } from '@app/contract/time-zones';
import { and, count, desc, eq, gt, gte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { nowMs, type Clock } from '../../lib/clock.js';
import { preparedPer } from '../../lib/prepared.js';
import { conflict, HttpError, notFound, validationError } from '../../lib/http-errors.js';
import type { ActivitiesService } from '../activities/activities.service.js';
import type { Actor } from '../auth/actor.js';
import type { ConceptsService } from '../concepts/concepts.service.js';
import type { LevelsService } from '../levels/levels.service.js';
import type { MatchesService } from '../matches/matches.service.js';
import type { PetitionsService } from '../petitions/petitions.service.js';
import type { PlacesService } from '../places/places.service.js';
import type { UsersService } from '../users/users.service.js';
import { swipeDecisions, swipeStates } from './deck.schema.js';
import { cardView, decisionView } from './deck.view.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The day's count starts at midnight here for members without a city. */
const DEFAULT_ZONE = 'Europe/Madrid';

type DecisionRow = typeof swipeDecisions.$inferSelect;

import type { BlocksService } from '../blocks/blocks.service.js';
import { allows, mustAllow } from '../plans/plan.policy.js';
import type { PlansService } from '../plans/plans.service.js';

export type DeckDependencies = {
  activities: Pick<ActivitiesService, 'deck' | 'get' | 'hideGroupFrom'>;
  petitions: Pick<PetitionsService, 'send' | 'activityIdsAskedBy' | 'withdrawUnanswered'>;
  matches: Pick<MatchesService, 'activityIdsOf'>;
  /** The member's levels, for the deck's level fit (decision 0027). */
  levels: Pick<LevelsService, 'fitsOf'>;
  users: Pick<UsersService, 'findById' | 'optionIdsOf'>;
  concepts: Pick<ConceptsService, 'options' | 'optionsOf'>;
  places: Pick<PlacesService, 'cities'>;
  /** A blocked pair's activities do not exist for each other (decision 0022). */
  blocks: Pick<BlocksService, 'hideFrom'>;
  /** Premium's unlimited deck and undo, Move's wider radius (decision 0029). */
  plans: Pick<PlansService, 'planOf'>;
  /** Absent in the server (lib/clock.ts). */
  clock?: Clock | undefined;
};

/** The slug of an option's tag: `groupal_sports-padel` → `padel`. */
const slugOf = (option: { tag: string; code: string }) => option.tag.slice(option.code.length + 1);

/**
 * The swipe deck (decision 0020): the next cards for a member, their decisions (a like asks
 * to join, a pass hides for 30 days), the undo of the latest one and the daily limit.
 */
export function createDeckService(db: Db, deps: DeckDependencies) {
  const {
    activities,
    petitions,
    matches,
    levels: levelsOf,
    users,
    concepts,
    places,
    blocks,
    plans,
    clock,
  } = deps;
  const now = () => new Date(nowMs(clock));

  /** The member's city (position and clock), or undefined. */
  async function memberCity(userId: number) {
    const user = await users.findById(userId);
    if (!user?.cityId) return undefined;
    return (await places.cities([user.cityId])).get(user.cityId);
  }

  /**
   * Midnight of today on the member's city's clock, and the next midnight there (a day of 23
   * or 25 hours when the clocks change: the date 26 hours on is always tomorrow's).
   */
  function today(at: Date, timeZone: string) {
    const midnight = (instant: Date) =>
      new Date(wallClockInZone(`${inZone(instant, timeZone).slice(0, 10)}T00:00`, timeZone));
    const start = midnight(at);
    return { start, next: midnight(new Date(start.getTime() + 26 * 60 * 60 * 1000)) };
  }

  // Every deck counts the day's decisions, and every swipe does in its transaction.
  const decisionsSince = preparedPer((tx) =>
    tx
      .select({ n: count() })
      .from(swipeDecisions)
      .where(
        and(
          eq(swipeDecisions.userId, sql.placeholder('userId')),
          gte(swipeDecisions.decidedAt, sql.placeholder('since')),
        ),
      )
      .prepare('swipe_decisions_since'),
  );

  async function decisionsToday(tx: Db, userId: number, since: Date): Promise<number> {
    const [row] = await decisionsSince(tx).execute({ userId, since });
    return row?.n ?? 0;
  }

  /**
   * Takes the member's deck lock inside `tx` (the row is made on first use) and answers when
   * they last undid a decision.
   */
  async function lockMember(tx: Db, userId: number): Promise<Date | null> {
    const [row] = await tx
      .insert(swipeStates)
      .values({ userId })
      .onConflictDoUpdate({ target: swipeStates.userId, set: { userId } })
      .returning({ lastUndoAt: swipeStates.lastUndoAt });
    return row?.lastUndoAt ?? null;
  }

  /** When a pass decided before `at` no longer hides its activity. */
  const passesSince = (at: Date) => new Date(at.getTime() - DECK_LIMITS.passHiddenDays * DAY_MS);

  /**
   * A subquery of the activities the member has decided on and that stay out of the deck: a
   * like always, a pass decided after `passExpired` (passesSince).
   */
  function decidedIds(userId: number, passExpired: Date) {
    return db
      .select({ id: swipeDecisions.activityId })
      .from(swipeDecisions)
      .where(
        and(
          eq(swipeDecisions.userId, userId),
          or(eq(swipeDecisions.decision, 'like'), gt(swipeDecisions.decidedAt, passExpired)),
        ),
      );
  }

  /** The disciplines among the member's interests (same slug), and the "every level" option. */
  async function preferences(userId: number) {
    const [picked, disciplines, levels, levelFits] = await Promise.all([
      users.optionIdsOf(userId).then((ids) => concepts.options(ids)),
      concepts.optionsOf('disciplines'),
      concepts.optionsOf('levels'),
      levelsOf.fitsOf(userId),
    ]);
    const slugs = new Set([...picked.values()].map(slugOf));
    return {
      interestDisciplineIds: disciplines
        .filter((option) => slugs.has(slugOf(option)))
        .map((option) => option.id),
      allLevelsId: levels.find((option) => option.tag === 'levels-todos')?.id,
      levelFits,
    };
  }

  /**
   * Records a decision inside `tx` under the member's lock: 429 past the day's limit, 409 if
   * the activity was already decided on (a pass counts for 30 days). Answers the decisions
   * left today.
   */
  async function record(
    tx: Db,
    actor: Actor,
    input: { activityId: number; decision: DeckDecision; petitionId: number | null; at: Date },
    timeZone: string,
    /** Premium: no daily limit. */
    unlimited: boolean,
  ): Promise<{ row: DecisionRow; left: number | null }> {
    await lockMember(tx, actor.userId);
    const day = today(input.at, timeZone);
    const taken = await decisionsToday(tx, actor.userId, day.start);
    if (!unlimited && taken >= DECK_LIMITS.decisionsPerDay) {
      throw new HttpError(
        429,
        `Ya has tomado tus ${DECK_LIMITS.decisionsPerDay} decisiones de hoy. Mañana tendrás más, o desliza sin límite con Premium.`,
        undefined,
        { 'retry-after': String(Math.ceil((day.next.getTime() - input.at.getTime()) / 1000)) },
      );
    }
    const [existing] = await tx
      .select()
      .from(swipeDecisions)
      .where(
        and(
          eq(swipeDecisions.userId, actor.userId),
          eq(swipeDecisions.activityId, input.activityId),
        ),
      );
    const passExpired = input.at.getTime() - DECK_LIMITS.passHiddenDays * DAY_MS;
    if (existing && (existing.decision === 'like' || existing.decidedAt.getTime() > passExpired)) {
      throw conflict(
        existing.decision === 'like'
          ? 'Ya has pedido unirte a esta actividad.'
          : 'Ya has descartado esta actividad.',
      );
    }
    const values = {
      userId: actor.userId,
      activityId: input.activityId,
      decision: input.decision,
      petitionId: input.petitionId,
      decidedAt: input.at,
    };
    const [row] = await tx
      .insert(swipeDecisions)
      .values(values)
      .onConflictDoUpdate({
        target: [swipeDecisions.userId, swipeDecisions.activityId],
        set: values,
      })
      .returning();
    return { row: row!, left: unlimited ? null : DECK_LIMITS.decisionsPerDay - taken - 1 };
  }

  return {
    /** The member's next cards, best first, and the decisions they have left today. */
    async deck(actor: Actor, query: DeckQuery): Promise<Deck> {
      const at = now();
      const plan = await plans.planOf(actor.userId);
      // Beyond the free radius is one of Move's advanced filters.
      if ((query.km ?? DECK_LIMITS.kmDefault) > DECK_LIMITS.kmFree) {
        mustAllow(plan, 'advanced_filters');
      }
      const unlimited = allows(plan, 'unlimited_swipes');
      const city = await memberCity(actor.userId);
      const point =
        query.lat !== undefined && query.lon !== undefined
          ? { lat: query.lat, lon: query.lon }
          : city;
      if (!point) {
        throw validationError({
          lat: ['Indica tu posición o elige tu ciudad en el perfil para ver actividades cerca.'],
        });
      }
      const [cards, taken] = await Promise.all([
        preferences(actor.userId).then((preferred) =>
          activities.deck(actor.userId, {
            lat: point.lat,
            lon: point.lon,
            km: query.km ?? DECK_LIMITS.kmDefault,
            now: at,
            ...preferred,
            exclusive: allows(plan, 'exclusive_events'),
            withinDays: DECK_LIMITS.withinDays,
            // Built from the deck's own values (placeholders of its prepared statement).
            excluded: (userId, since) => [
              decidedIds(userId, since),
              petitions.activityIdsAskedBy(userId),
              matches.activityIdsOf(userId),
            ],
            passesSince: passesSince(at),
            limit: query.limit ?? DECK_LIMITS.cardsDefault,
          }),
        ),
        decisionsToday(db, actor.userId, today(at, city?.timezone ?? DEFAULT_ZONE).start),
      ]);
      return {
        data: cards.map(cardView),
        decisions_left: unlimited ? null : Math.max(0, DECK_LIMITS.decisionsPerDay - taken),
        decisions_per_day: unlimited ? null : DECK_LIMITS.decisionsPerDay,
      };
    },

    /**
     * A decision on an activity: a like asks to join it (the petition of type
     * `petitions_types-match`, which the host hears of live), a pass hides it for 30 days.
     */
    async swipe(actor: Actor, activityId: number, decision: DeckDecision): Promise<SwipeResponse> {
      const at = now();
      const activity = await activities.get(activityId);
      await blocks.hideFrom(actor, activity.hostId);
      await activities.hideGroupFrom(activity, actor.userId);
      if (activity.hostId === actor.userId) {
        throw validationError({ activity: ['No puedes decidir sobre tu propia actividad.'] });
      }
      const timeZone = (await memberCity(actor.userId))?.timezone ?? DEFAULT_ZONE;
      const unlimited = allows(await plans.planOf(actor.userId), 'unlimited_swipes');
      if (decision === 'like') {
        const matchType = (await concepts.optionsOf('petitions_types')).find(
          (option) => option.tag === PETITION_MATCH_TAG,
        );
        if (!matchType) throw new Error(`the option ${PETITION_MATCH_TAG} is missing`);
        let recorded: { row: DecisionRow; left: number | null } | undefined;
        // The petition and the decision commit together, or neither does.
        const petition = await petitions.send(
          actor,
          {
            petition_type_option_id: matchType.id,
            to_user_id: activity.hostId,
            activity: activityId,
          },
          async (tx, sent) => {
            recorded = await record(
              tx,
              actor,
              { activityId, decision, petitionId: sent.id, at },
              timeZone,
              unlimited,
            );
          },
        );
        return {
          decision: decisionView(recorded!.row),
          petition,
          decisions_left: recorded!.left,
        };
      }
      const recorded = await db.transaction((tx) =>
        record(tx, actor, { activityId, decision, petitionId: null, at }, timeZone, unlimited),
      );
      return {
        decision: decisionView(recorded.row),
        petition: null,
        decisions_left: recorded.left,
      };
    },

    /**
     * Takes back the member's latest decision, once: a like's petition is withdrawn while the
     * host has not answered it (409 after), and the activity returns to the deck.
     */
    async undo(actor: Actor): Promise<UndoResponse> {
      const at = now();
      const timeZone = (await memberCity(actor.userId))?.timezone ?? DEFAULT_ZONE;
      const plan = await plans.planOf(actor.userId);
      return db.transaction(async (tx) => {
        const lastUndoAt = await lockMember(tx, actor.userId);
        const [latest] = await tx
          .select()
          .from(swipeDecisions)
          .where(eq(swipeDecisions.userId, actor.userId))
          .orderBy(desc(swipeDecisions.decidedAt))
          .limit(1);
        if (!latest) throw notFound('No hay ninguna decisión que deshacer.');
        // Undoing again before a new decision goes further back: Premium's.
        if (lastUndoAt && lastUndoAt.getTime() >= latest.decidedAt.getTime()) {
          mustAllow(plan, 'unlimited_swipes');
        }
        if (latest.petitionId !== null) {
          const withdrawn = await petitions.withdrawUnanswered(tx, latest.petitionId);
          if (!withdrawn) {
            throw conflict('Quien organiza ya ha respondido a tu solicitud: no se puede deshacer.');
          }
        }
        await tx
          .delete(swipeDecisions)
          .where(
            and(
              eq(swipeDecisions.userId, actor.userId),
              eq(swipeDecisions.activityId, latest.activityId),
            ),
          );
        await tx
          .update(swipeStates)
          .set({ lastUndoAt: at })
          .where(eq(swipeStates.userId, actor.userId));
        const taken = await decisionsToday(tx, actor.userId, today(at, timeZone).start);
        return {
          undone: decisionView(latest),
          decisions_left: allows(plan, 'unlimited_swipes')
            ? null
            : Math.max(0, DECK_LIMITS.decisionsPerDay - taken),
        };
      });
    },
  };
}

export type DeckService = ReturnType<typeof createDeckService>;
