import { privateChannel } from '@app/contract/channels';
import type { PushPayload } from '@app/contract/push-payload';
import webpush from 'web-push';
import type { PublishedEvent, PublishedListener } from '../../lib/publisher.js';
import type { VapidKeys } from '../../lib/secrets.js';
import { authorOf, PUSHED_KINDS, pushFor, type PushLookups } from './push.messages.js';
import type { PushService, PushSubscriptionRow } from './push.service.js';
import { createWorkQueue } from './work-queue.js';

/** How long a push service keeps a push for a browser that is off: a chat line goes stale sooner. */
const TTL_SECONDS: Record<PushPayload['kind'], number> = {
  petition: 24 * 60 * 60,
  answer: 24 * 60 * 60,
  message: 6 * 60 * 60,
  friend: 24 * 60 * 60,
  invitation: 24 * 60 * 60,
  group: 24 * 60 * 60,
  // A wish lasts hours: an answer older than a few is no longer news.
  wish: 6 * 60 * 60,
};

/** Push services that answer this for a subscription have forgotten it for good. */
const GONE = new Set([404, 410]);

export type PushNotifierOptions = {
  push: Pick<PushService, 'subscriptionsOf' | 'forgetEndpoint'>;
  lookups: PushLookups;
  /** Which of these realtime channels have a live subscriber (realtime.occupied). */
  occupied: (channels: string[]) => Promise<boolean[]>;
  vapid: VapidKeys & { subject: string };
  log: { warn(obj: object, msg: string): void };
  /** Events handled at once, events that may wait, and sends to one push service at once. */
  concurrency?: number;
  maxWaiting?: number;
  requestTimeoutMs?: number;
  /** Hears what became of each push (the app's metrics). */
  onOutcome?: (outcome: 'sent' | 'gone' | 'refused' | 'unreachable') => void;
};

/**
 * Web Push for the events that concern someone who may not be looking: a request to the host,
 * the answer to the one who asked, a chat message to the others in the chat. It listens to
 * the publisher (decision 0007), so it hears exactly what realtime carries, once committed,
 * and works off the request's path: the call that caused the event has answered by the time
 * a push is written, and a slow or failing push service never reaches it.
 *
 * Someone with a live realtime connection got the event there already (their app is open,
 * in a tab or on the phone), so they get no push: the channel the event went to is asked
 * of the realtime server (cluster-wide with Redis). A subscription its push service says is
 * gone (404, 410) is deleted.
 */
export function createPushNotifier(options: PushNotifierOptions) {
  const { push, lookups, occupied, vapid, log } = options;
  const queue = createWorkQueue({
    concurrency: options.concurrency ?? 2,
    maxWaiting: options.maxWaiting ?? 1000,
    onError: (error) => log.warn({ err: error }, 'web push failed'),
    onDrop: () => log.warn({}, 'web push queue full: a push was dropped'),
  });
  const pushed = new Set<string>(PUSHED_KINDS);

  /** The recipients with no live connection on the event's channel. */
  async function away(event: PublishedEvent): Promise<number[]> {
    const recipients = [...event.wstokens];
    try {
      const live = await occupied(
        recipients.map(([, wstoken]) => privateChannel(event.kind, wstoken)),
      );
      return recipients.filter((_, index) => !live[index]).map(([userId]) => userId);
    } catch (error) {
      // Not knowing, a push twice is better than a request nobody hears of.
      log.warn({ err: error }, 'web push: could not ask realtime who is connected');
      return recipients.map(([userId]) => userId);
    }
  }

  /**
   * One push: web-push encrypts (RFC 8291, aes128gcm) and signs (VAPID); fetch sends, so that
   * a timeout bounds it and an http:// endpoint (a local push service) works like https://.
   */
  async function send(subscription: PushSubscriptionRow, payload: PushPayload): Promise<void> {
    const request = webpush.generateRequestDetails(
      {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      },
      JSON.stringify(payload),
      {
        vapidDetails: vapid,
        TTL: TTL_SECONDS[payload.kind],
        topic: payload.tag.slice(0, 32),
        urgency: 'normal',
      },
    );
    const host = new URL(subscription.endpoint).host;
    let status: number;
    try {
      const response = await fetch(request.endpoint, {
        method: 'POST',
        headers: request.headers as Record<string, string>,
        body: request.body,
        redirect: 'error',
        signal: AbortSignal.timeout(options.requestTimeoutMs ?? 10_000),
      });
      status = response.status;
      await response.body?.cancel();
    } catch (error) {
      log.warn({ err: error, host }, 'web push: the push service could not be reached');
      options.onOutcome?.('unreachable');
      return;
    }
    options.onOutcome?.(GONE.has(status) ? 'gone' : status >= 300 ? 'refused' : 'sent');
    if (GONE.has(status)) await push.forgetEndpoint(subscription.endpoint);
    else if (status >= 300) log.warn({ status, host }, 'web push refused');
  }

  async function deliver(event: PublishedEvent): Promise<void> {
    const userIds = await away(event);
    if (userIds.length === 0) return;
    let subscriptions = await push.subscriptionsOf(userIds);
    // A shared plan's chat still carries a blocked person's lines (signed "Usuario bloqueado");
    // a push would bring their name and words to the lock screen, so none goes.
    const author = authorOf(event);
    if (author !== null && subscriptions.length > 0) {
      const blocked = await lookups.blockedWith(
        author,
        subscriptions.map((subscription) => subscription.userId),
      );
      subscriptions = subscriptions.filter((subscription) => !blocked.has(subscription.userId));
    }
    if (subscriptions.length === 0) return;
    const payload = await pushFor(event, lookups);
    if (!payload) return;
    await Promise.all(subscriptions.map((subscription) => send(subscription, payload)));
  }

  const onPublished: PublishedListener = (event) => {
    if (!pushed.has(event.kind) || event.wstokens.size === 0) return;
    queue.add(() => deliver(event));
  };

  return {
    onPublished,
    /** Resolves once every push heard of so far has been sent (or has failed). */
    idle: () => queue.idle(),
    /** Stops taking events and waits a little for those under way (the server is closing). */
    close: () => queue.close(),
  };
}

export type PushNotifier = ReturnType<typeof createPushNotifier>;
