import type { Adapter, JoinResult, LeaveResult, Subscription } from './adapter.js';
import type { App } from './options.js';
import { memberAddedFrame, memberRemovedFrame } from './presence.js';
import { announceOnline } from './watchlist.js';
import type { WebhookSender } from './webhooks.js';

export type JoinTransition = Omit<Extract<JoinResult, { ok: true }>, 'ok' | 'members'>;
export type LeaveSubject = { channel: string; socketId: string; userId?: string };

/**
 * What follows a transition the adapter reported: the presence event to the other members
 * (never to the connection that caused it) and the webhooks, in the order Pusher sends them
 * (occupied before member_added, member_removed before vacated). Runs on the one node that
 * saw the transition, so nothing is announced twice.
 * @example
 * const effects = createTransitionEffects(adapter, webhooks);
 * effects.left(app, { channel, socketId, userId }, { vacated: true, memberRemoved: true });
 */
export function createTransitionEffects(adapter: Adapter, webhooks: WebhookSender) {
  return {
    joined(app: App, { channel, member, socketId }: Subscription, result: JoinTransition) {
      if (result.occupied) {
        webhooks.send(app, { name: 'channel_occupied', channel });
        announceOnline(adapter, app, channel, 'online');
      }
      if (result.memberAdded && member) {
        adapter.broadcast(app.id, channel, memberAddedFrame(channel, member), socketId);
        webhooks.send(app, { name: 'member_added', channel, user_id: member.userId });
      }
    },
    left(app: App, { channel, socketId, userId }: LeaveSubject, result: LeaveResult) {
      if (result.memberRemoved && userId !== undefined) {
        adapter.broadcast(app.id, channel, memberRemovedFrame(channel, userId), socketId);
        webhooks.send(app, { name: 'member_removed', channel, user_id: userId });
      }
      if (result.vacated) {
        webhooks.send(app, { name: 'channel_vacated', channel });
        announceOnline(adapter, app, channel, 'offline');
      }
    },
  };
}
