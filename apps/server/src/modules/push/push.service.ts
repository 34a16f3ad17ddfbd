import { PUSH_LIMITS, type PushSubscriptionView } from '@app/contract/push';
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { notFound, validationError } from '../../lib/http-errors.js';
import { pushSubscriptions } from './push.schema.js';
import { subscriptionView } from './push.view.js';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * Whether an endpoint's host is one of `hosts` or below one (`fcm.googleapis.com`,
 * `wns2-par02p.notify.windows.com` under `notify.windows.com`). No list: any host.
 * @example allowedHost('https://fcm.googleapis.com/fcm/send/x', ['fcm.googleapis.com']) // true
 */
export function allowedHost(endpoint: string, hosts: readonly string[] | undefined): boolean {
  if (!hosts) return true;
  const { hostname, protocol } = new URL(endpoint);
  if (protocol !== 'https:') return false;
  return hosts.some((host) => hostname === host || hostname.endsWith(`.${host}`));
}

/**
 * The browsers subscribed to members' pushes. A subscription belongs to the member and the
 * session (API token) that saved it last; who may remove one is push.policy's question.
 */
export function createPushService(
  db: Db,
  options: { serviceHosts: readonly string[] | undefined },
) {
  return {
    /**
     * Saves a browser's subscription for the caller's session. The same endpoint saved again
     * (new keys, a new sign-in on that browser, another member now using it) is updated, not
     * doubled: an endpoint is one browser. Past `PUSH_LIMITS.perMember` the oldest go.
     */
    async subscribe(
      session: { userId: number; tokenId: number },
      input: { endpoint: string; keys: { p256dh: string; auth: string } },
    ): Promise<PushSubscriptionView> {
      if (!allowedHost(input.endpoint, options.serviceHosts)) {
        throw validationError({
          endpoint: ['Este servicio de notificaciones no está admitido.'],
        });
      }
      const values = {
        userId: session.userId,
        tokenId: session.tokenId,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
      };
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(pushSubscriptions)
          .values(values)
          .onConflictDoUpdate({
            target: pushSubscriptions.endpoint,
            set: {
              userId: values.userId,
              tokenId: values.tokenId,
              p256dh: values.p256dh,
              auth: values.auth,
            },
          })
          .returning();
        const kept = tx
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, session.userId))
          .orderBy(desc(pushSubscriptions.id))
          .limit(PUSH_LIMITS.perMember);
        await tx
          .delete(pushSubscriptions)
          .where(
            and(
              eq(pushSubscriptions.userId, session.userId),
              notInArray(pushSubscriptions.id, kept),
            ),
          );
        return subscriptionView(row!);
      });
    },

    /** A subscription by id, or 404. */
    async get(id: number): Promise<PushSubscriptionRow> {
      const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
      if (!row) throw notFound();
      return row;
    },

    async remove(row: PushSubscriptionRow): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.id));
    },

    /** Where to push for these members: every browser they have subscribed. */
    async subscriptionsOf(userIds: number[]): Promise<PushSubscriptionRow[]> {
      if (userIds.length === 0) return [];
      return db
        .select()
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.userId, [...new Set(userIds)]));
    },

    /** The push service said the subscription is gone (404, 410): forget it. */
    async forgetEndpoint(endpoint: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
