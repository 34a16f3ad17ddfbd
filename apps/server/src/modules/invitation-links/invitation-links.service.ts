import { randomBytes } from 'node:crypto';
import { MINIMUM_MESSAGES } from '@app/contract/activities';
import { PETITION_MATCH_TAG } from '@app/contract/concepts';
import {
  INVITATION_LINK_LIMITS,
  INVITATION_LINK_MESSAGES as WORDS,
  INVITATION_LINK_PATH,
  type InvitationLink,
  type InvitationLinkMode,
  type InvitationLinkPreview,
  type InvitationLinkStatus,
  type InvitationLinkUse,
} from '@app/contract/invitation-links';
import { and, asc, count, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { conflict, HttpError, notFound, validationError } from '../../lib/http-errors.js';
import { inPages } from '../../lib/pages.js';
import type { Publisher } from '../../lib/publisher.js';
import type { ActivitiesService } from '../activities/activities.service.js';
import type { Actor } from '../auth/actor.js';
import type { BlocksService } from '../blocks/blocks.service.js';
import type { ConceptsService } from '../concepts/concepts.service.js';
import type { GroupsService, LoadedGroup } from '../groups/groups.service.js';
import type { MatchesService } from '../matches/matches.service.js';
import type { NotificationCentre } from '../notification-centre/notification-centre.service.js';
import type { PetitionsService } from '../petitions/petitions.service.js';
import type { UsersService } from '../users/users.service.js';
import { invitationLinks } from './invitation-links.schema.js';

export type InvitationLinkRow = typeof invitationLinks.$inferSelect;
type Row = InvitationLinkRow;
type ActivityRow = Awaited<ReturnType<ActivitiesService['get']>>;

/** What a link is made for: a plan its host authorised for, or a group a manager runs. */
export type LinkTarget = { activity: ActivityRow } | { group: LoadedGroup };

const DAY_MS = 24 * 60 * 60 * 1000;
/** The most links a list shows: the active ones first come from the latest. */
const LIST_LIMIT = 50;

/** 410 Gone, with the reason the link no longer opens. */
const gone = (message: string) => new HttpError(410, message);

/** Why a link no longer opens, or `active`. */
function statusOf(row: Row, now: Date): InvitationLinkStatus {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (row.maxUses !== null && row.uses >= row.maxUses) return 'used_up';
  return 'active';
}

const refusals: Record<Exclude<InvitationLinkStatus, 'active'>, string> = {
  revoked: WORDS.revoked,
  expired: WORDS.expired,
  used_up: WORDS.usedUp,
};

/**
 * Invitation links (issue 38): made by a plan's host or a group's owner and admins, used by
 * anyone who opens them to ask for a place (or to join at once, `join`), within an expiry and
 * a number of uses, until revoked. A use is counted by one guarded UPDATE inside the
 * transaction that asks or joins, after the plan's or the group's row lock, so the last use
 * goes to one person and a refused join (full, already in) counts nothing.
 */
export function createInvitationLinks(
  db: Db,
  deps: {
    publisher: Publisher;
    activities: Pick<ActivitiesService, 'get' | 'viewsOf'>;
    petitions: Pick<PetitionsService, 'send' | 'admit' | 'view' | 'askersAmong'>;
    matches: Pick<MatchesService, 'of'>;
    groups: Pick<GroupsService, 'join' | 'load' | 'view' | 'roleOf'>;
    blocks: Pick<BlocksService, 'hideFrom' | 'guardPairsIn'>;
    concepts: Pick<ConceptsService, 'optionsOf'>;
    users: Pick<UsersService, 'names'>;
    notices: Pick<NotificationCentre, 'addIn'>;
    /** Premium's exclusive events ask for the entitlement, whatever door leads to them. */
    plans: { mustAllow(userId: number, entitlement: 'exclusive_events'): Promise<void> };
    publicUrl: string;
    clock?: Clock | undefined;
  },
) {
  const { publisher, activities, petitions, matches, groups, blocks, concepts, users } = deps;
  const now = () => deps.clock?.() ?? new Date();

  async function views(rows: Row[]): Promise<InvitationLink[]> {
    const names = await users.names(rows.map((row) => row.createdBy));
    const at = now();
    return rows.map((row) => {
      const maker = names.get(row.createdBy);
      return {
        id: row.id,
        token: row.token,
        url: `${deps.publicUrl}${INVITATION_LINK_PATH(row.token)}`,
        mode: row.mode as InvitationLinkMode,
        activity_id: row.activityId,
        group_id: row.groupId,
        created_by: maker ? { id: maker.id, firstname: maker.firstname } : null,
        created_at: row.createdAt.toISOString(),
        expires_at: row.expiresAt.toISOString(),
        max_uses: row.maxUses,
        uses: row.uses,
        status: statusOf(row, at),
      };
    });
  }

  const targetOf = (target: LinkTarget) =>
    'activity' in target
      ? eq(invitationLinks.activityId, target.activity.id)
      : eq(invitationLinks.groupId, target.group.id);

  /** The link behind a token, still good (410 with the reason otherwise; 404 for none). */
  async function open(token: string): Promise<Row> {
    const [row] = await db.select().from(invitationLinks).where(eq(invitationLinks.token, token));
    if (!row) throw notFound('Este enlace no existe.');
    const status = statusOf(row, now());
    if (status !== 'active') throw gone(refusals[status]);
    return row;
  }

  /**
   * Inside `tx`: counts one use of the link, if it is still good at this moment; 410 with the
   * reason otherwise, which rolls back what the transaction did. The row's lock orders racing
   * uses: each reads the count the one before left.
   */
  async function useIn(tx: Db, linkId: number): Promise<void> {
    const [used] = await tx
      .update(invitationLinks)
      .set({ uses: sql`${invitationLinks.uses} + 1` })
      .where(
        and(
          eq(invitationLinks.id, linkId),
          isNull(invitationLinks.revokedAt),
          gt(invitationLinks.expiresAt, now()),
          or(isNull(invitationLinks.maxUses), lt(invitationLinks.uses, invitationLinks.maxUses)),
        ),
      )
      .returning({ id: invitationLinks.id });
    if (used) return;
    const [row] = await tx.select().from(invitationLinks).where(eq(invitationLinks.id, linkId));
    const status = row ? statusOf(row, now()) : 'revoked';
    throw gone(refusals[status === 'active' ? 'used_up' : status]);
  }

  /** A group's link holds while its maker still runs the group (owner or admin). */
  async function mustStillManage(link: Row): Promise<void> {
    const role = await groups.roleOf(link.groupId!, link.createdBy);
    if (role !== 'owner' && role !== 'admin') throw gone(WORDS.makerGone);
  }

  async function matchTypeId(): Promise<number> {
    const type = (await concepts.optionsOf('petitions_types')).find(
      (option) => option.tag === PETITION_MATCH_TAG,
    );
    if (!type) throw new Error(`the option ${PETITION_MATCH_TAG} is missing`);
    return type.id;
  }

  /** A plan's link used: a request to its host (or the waiting list), or a place at once. */
  async function useForPlan(actor: Actor, link: Row, activityId: number) {
    const activity = await activities.get(activityId);
    if (activity.hostId === actor.userId) throw validationError({ token: [WORDS.own] });
    await blocks.hideFrom(actor, activity.hostId);
    if (activity.cancelledAt) throw gone(MINIMUM_MESSAGES.cancelled);
    // Premium's exclusive events (decision 0029) stay Premium's, by a link too.
    if (activity.premiumOnly) await deps.plans.mustAllow(actor.userId, 'exclusive_events');
    // Already in: nothing to do, nothing counted.
    if (await matches.of(activityId, actor.userId)) {
      return { message: 'Ya tienes plaza en el plan.', joined: true };
    }
    const typeId = await matchTypeId();
    if (link.mode === 'ask') {
      const sent = await petitions.send(
        actor,
        { petition_type_option_id: typeId, to_user_id: activity.hostId, activity: activityId },
        (tx) => useIn(tx, link.id),
      );
      const message =
        sent.waiting_position !== null
          ? 'El plan está completo: te hemos apuntado a la lista de espera.'
          : sent.acepted
            ? 'Ya tienes plaza en el plan.'
            : 'Solicitud enviada: te avisaremos cuando te respondan.';
      return { message, joined: sent.acepted };
    }
    await publisher.afterCommit(async (emit) => {
      const admitted = await db.transaction(async (tx) => {
        // The pair's turn, then the plan's row (in admit), then the link's (decision 0030).
        await blocks.guardPairsIn(tx, actor.userId, [activity.hostId]);
        const [row] = await petitions.admit(tx, activityId, [actor.userId], typeId);
        if (!row) throw conflict(WORDS.already);
        await useIn(tx, link.id);
        await deps.notices.addIn(tx, emit, [
          { userId: row.toUserId, kind: 'invitation_accepted', actorId: actor.userId, activityId },
        ]);
        return row;
      });
      const petition = await petitions.view(admitted);
      emit('petition-petitions_types-match-from', [actor.userId], petition);
    });
    return { message: 'Ya tienes plaza en el plan.', joined: true };
  }

  return {
    /** The links a member made, a page at a time, for their data export. */
    exportFor(userId: number): AsyncIterable<Row> {
      return inPages((afterId, limit) =>
        db
          .select()
          .from(invitationLinks)
          .where(and(eq(invitationLinks.createdBy, userId), gt(invitationLinks.id, afterId)))
          .orderBy(asc(invitationLinks.id))
          .limit(limit),
      );
    },

    /**
     * Makes a link for a plan (not a group's: its group's link opens it) or a group, good for
     * `expires_in_days` (a plan's ends when it starts) and `max_uses` uses (null: no limit).
     */
    async make(
      actor: Actor,
      target: LinkTarget,
      input: { mode: InvitationLinkMode; expires_in_days: number; max_uses: number | null },
    ): Promise<InvitationLink> {
      const at = now();
      let expiresAt = new Date(at.getTime() + input.expires_in_days * DAY_MS);
      if ('activity' in target) {
        const { activity } = target;
        if (activity.groupId !== null) throw validationError({ activity: [WORDS.groupPlan] });
        if (activity.cancelledAt) throw conflict(MINIMUM_MESSAGES.cancelled);
        if (activity.startAt.getTime() <= at.getTime()) {
          throw conflict('La actividad ya ha empezado.');
        }
        if (activity.startAt < expiresAt) expiresAt = activity.startAt;
      }
      const [active] = await db
        .select({ total: count() })
        .from(invitationLinks)
        .where(
          and(
            targetOf(target),
            isNull(invitationLinks.revokedAt),
            gt(invitationLinks.expiresAt, at),
            or(isNull(invitationLinks.maxUses), lt(invitationLinks.uses, invitationLinks.maxUses)),
          ),
        );
      if ((active?.total ?? 0) >= INVITATION_LINK_LIMITS.perTarget) {
        throw validationError({ links: [WORDS.tooMany] });
      }
      const [row] = await db
        .insert(invitationLinks)
        .values({
          token: randomBytes(16).toString('base64url'),
          activityId: 'activity' in target ? target.activity.id : null,
          groupId: 'group' in target ? target.group.id : null,
          createdBy: actor.userId,
          mode: input.mode,
          maxUses: input.max_uses,
          expiresAt,
          createdAt: deps.clock?.(),
        })
        .returning();
      return (await views([row!]))[0]!;
    },

    /** A plan's or a group's links: the active ones, then the ended ones, the latest first. */
    async list(target: LinkTarget): Promise<InvitationLink[]> {
      const rows = await db
        .select()
        .from(invitationLinks)
        .where(targetOf(target))
        // The active ones first, so that none drops out of the list its makers revoke from.
        .orderBy(
          desc(
            sql`${invitationLinks.revokedAt} is null and ${invitationLinks.expiresAt} > ${now().toISOString()}::timestamptz and (${invitationLinks.maxUses} is null or ${invitationLinks.uses} < ${invitationLinks.maxUses})`,
          ),
          desc(invitationLinks.createdAt),
          desc(invitationLinks.id),
        )
        .limit(LIST_LIMIT);
      return views(rows);
    },

    /**
     * Revokes a link: whoever made it, a plan's host, or a group's owner or admins (404 for
     * anyone else, as for no link). Revoking again changes nothing.
     */
    async revoke(actor: Actor, token: string): Promise<void> {
      const [row] = await db.select().from(invitationLinks).where(eq(invitationLinks.token, token));
      if (!row) throw notFound('Este enlace no existe.');
      let allowed = row.createdBy === actor.userId;
      if (!allowed && row.activityId !== null) {
        allowed = (await activities.get(row.activityId)).hostId === actor.userId;
      }
      if (!allowed && row.groupId !== null) {
        const role = (await groups.load({ id: row.groupId }, actor.userId)).role;
        allowed = role === 'owner' || role === 'admin';
      }
      if (!allowed) throw notFound('Este enlace no existe.');
      await db
        .update(invitationLinks)
        .set({ revokedAt: now() })
        .where(and(eq(invitationLinks.id, row.id), isNull(invitationLinks.revokedAt)));
    },

    /** What a good link opens, for the member who opened it (404 for a blocked pair). */
    async preview(actor: Actor, token: string): Promise<InvitationLinkPreview> {
      const link = await open(token);
      await blocks.hideFrom(actor, link.createdBy);
      const maker = (await users.names([link.createdBy])).get(link.createdBy);
      const base = {
        token: link.token,
        mode: link.mode as InvitationLinkMode,
        expires_at: link.expiresAt.toISOString(),
        invited_by: maker ? { firstname: maker.firstname } : null,
      };
      if (link.activityId !== null) {
        const row = await activities.get(link.activityId);
        await blocks.hideFrom(actor, row.hostId);
        if (row.cancelledAt) throw gone(MINIMUM_MESSAGES.cancelled);
        const [plan] = await activities.viewsOf([row.id]);
        if (!plan) throw notFound();
        const standing =
          row.hostId === actor.userId
            ? 'own'
            : (await matches.of(row.id, actor.userId))
              ? 'in'
              : (await petitions.askersAmong(row.id, [actor.userId])).size > 0
                ? 'asked'
                : 'none';
        return {
          ...base,
          activity: {
            id: plan.id,
            description: plan.description,
            start_at: plan.start_at,
            time_zone: plan.city.timezone,
            area: plan.city.name,
            places_left: Math.max(0, plan.participants - plan.matchedCount),
          },
          group: null,
          standing,
        };
      }
      await mustStillManage(link);
      const group = await groups.view(link.groupId!, actor.userId);
      return {
        ...base,
        activity: null,
        group: { id: group.id, name: group.name, members_count: group.members },
        standing: group.role !== null ? 'in' : group.standing === 'requested' ? 'asked' : 'none',
      };
    },

    /**
     * Uses a link: asks for a place or joins (`mode`), counting one use inside that
     * transaction. 410 once it has ended (revoked, expired, used up), 404 for a blocked pair.
     */
    async use(actor: Actor, token: string): Promise<InvitationLinkUse> {
      const link = await open(token);
      await blocks.hideFrom(actor, link.createdBy);
      if (link.activityId !== null) {
        const done = await useForPlan(actor, link, link.activityId);
        return { ...done, activity_id: link.activityId, group_id: null };
      }
      await mustStillManage(link);
      const { message, joined } = await groups.join(actor, link.groupId!, {
        admits: link.mode === 'join',
        guardIn: (tx) => blocks.guardPairsIn(tx, actor.userId, [link.createdBy]),
        useIn: (tx) => useIn(tx, link.id),
      });
      return { message, joined, activity_id: null, group_id: link.groupId };
    },
  };
}

export type InvitationLinks = ReturnType<typeof createInvitationLinks>;
