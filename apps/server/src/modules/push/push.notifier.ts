import { privateChannel } from '@app/contract/channels';
import type { PushPayload } from '@app/contract/push-payload';
import webpush from 'web-push';
import type { PublishedEvent, PublishedListener } from '../../lib/publisher.js';
import type { VapidKeys } from '../../lib/secrets.js';
import { authorOf, PUSHED_KINDS, pushFor, type PushLookups } from './push.messages.js';
import type { Db } from '../../db/database.js';
import type { Attempt, DeliveryQueue } from '../notifications/delivery-queue.js';
import { recordFailure } from '../notifications/notifier.js';
import type { PushService } from './push.service.js';

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
  // A reminder is about a start: past it, it says nothing.
  reminder: 60 * 60,
  cancelled: 12 * 60 * 60,
};

/** Push services that answer this for a subscription have forgotten it for good. */
const GONE = new Set([404, 410]);

/** The delivery queue's kinds: an event to fan out, and one push to one browser. */
export const PUSH_EVENT_JOB = 'push-event';
export const PUSH_SEND_JOB = 'push-send';
/** A push to members not made by an event (a reminder), fanned out to their browsers. */
export const PUSH_USERS_JOB = 'push-users';

/** A published event as a job holds it (JSON: the recipients' map as pairs). */
type EventJob = {
  kind: PublishedEvent['kind'];
  payload: unknown;
  wstokens: Array<[number, string]>;
};
type UsersJob = { userIds: number[]; payload: PushPayload };
type SendJob = {
  endpoint: string;
  p256dh: string;
  auth: string;
  payload: PushPayload;
};

/** A push service's answer worth another try later. */
const retryable = (status: number) => status === 429 || status >= 500;

export type PushNotifierOptions = {
  push: Pick<PushService, 'subscriptionsOf' | 'forgetEndpoint'>;
  /** Where pushes wait, retried with backoff (docs/decisions/0043-delivery-queue.md). */
  queue: DeliveryQueue;
  /** Where a push given up on is recorded for staff. */
  db: Db;
  lookups: PushLookups;
  /** Which of these realtime channels have a live subscriber (realtime.occupied). */
  occupied: (channels: string[]) => Promise<boolean[]>;
  vapid: VapidKeys & { subject: string };
  log: { warn(obj: object, msg: string): void };
  requestTimeoutMs?: number;
  /** Hears what became of each push (the app's metrics). */
  onOutcome?: (outcome: 'sent' | 'gone' | 'refused' | 'unreachable') => void;
};

/**
 * Web Push for the events that concern someone who may not be looking: a request to the host,
 * the answer to the one who asked, a chat message to the others in the chat. It listens to
 * the publisher (decision 0007), so it hears exactly what realtime carries, once committed,
 * and works off the request's path through the delivery queue: the event is a job, fanned out
 * into one job per browser, each retried with backoff when its push service fails or is busy
 * (5xx, 429, unreachable) and recorded for staff when it fails for good. A slow or failing
 * push service never reaches the call that caused the event.
 *
 * Someone with a live realtime connection got the event there already (their app is open,
 * in a tab or on the phone), so they get no push: the channel the event went to is asked
 * of the realtime server (cluster-wide with Redis). A subscription its push service says is
 * gone (404, 410) is deleted.
 */
export function createPushNotifier(options: PushNotifierOptions) {
  const { push, lookups, occupied, vapid, log, queue } = options;
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
  async function send(job: SendJob, attempt: Attempt): Promise<void> {
    const { endpoint, payload } = job;
    const request = webpush.generateRequestDetails(
      { endpoint, keys: { p256dh: job.p256dh, auth: job.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: vapid,
        TTL: TTL_SECONDS[payload.kind],
        topic: payload.tag.slice(0, 32),
        urgency: 'normal',
      },
    );
    const host = new URL(endpoint).host;
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
      return retry(attempt, host, 'unreachable', error);
    }
    options.onOutcome?.(GONE.has(status) ? 'gone' : status >= 300 ? 'refused' : 'sent');
    if (GONE.has(status)) await push.forgetEndpoint(endpoint);
    else if (retryable(status)) return retry(attempt, host, `answered ${status}`);
    else if (status >= 300) log.warn({ status, host }, 'web push refused');
  }

  /** Asks the queue for another try; on the last one, records the failure for staff first. */
  async function retry(attempt: Attempt, host: string, why: string, cause?: unknown) {
    if (attempt.lastAttempt) {
      await recordFailure(options.db, attempt, {
        channel: 'push',
        to: host,
        subject: null,
        error: `web push: ${why}`,
      });
    }
    throw new Error(`web push to ${host}: ${why}`, { cause });
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
    // One statement stores them all: a retried fan-out never doubles a push.
    await queue.enqueueMany(
      PUSH_SEND_JOB,
      subscriptions.map((subscription): SendJob => ({
        endpoint: subscription.endpoint,
        p256dh: subscription.p256dh,
        auth: subscription.auth,
        payload,
      })),
    );
    queue.wake(PUSH_SEND_JOB);
  }

  /** Every browser of these members gets the push, whether or not their app is open. */
  async function deliverTo(job: UsersJob): Promise<void> {
    const subscriptions = await push.subscriptionsOf(job.userIds);
    if (subscriptions.length === 0) return;
    await queue.enqueueMany(
      PUSH_SEND_JOB,
      subscriptions.map((subscription): SendJob => ({
        endpoint: subscription.endpoint,
        p256dh: subscription.p256dh,
        auth: subscription.auth,
        payload: job.payload,
      })),
    );
    queue.wake(PUSH_SEND_JOB);
  }

  queue.define<UsersJob>(PUSH_USERS_JOB, deliverTo);
  queue.define<EventJob>(PUSH_EVENT_JOB, (job) =>
    deliver({ ...job, wstokens: new Map(job.wstokens) } as PublishedEvent),
  );
  queue.define<SendJob>(PUSH_SEND_JOB, send);

  const onPublished: PublishedListener = (event) => {
    if (!pushed.has(event.kind) || event.wstokens.size === 0) return;
    const job: EventJob = {
      kind: event.kind,
      payload: event.payload,
      wstokens: [...event.wstokens],
    };
    queue
      .enqueue(PUSH_EVENT_JOB, job)
      .then(() => queue.wake(PUSH_EVENT_JOB))
      .catch((error: unknown) => log.warn({ err: error }, 'web push: the event was not queued'));
  };

  return {
    onPublished,
    /**
     * Inside `tx`: a push to these members' browsers, queued with what the transaction stores
     * (a reminder's claim), so it goes once it commits, and never if it rolls back. The
     * workers look once the caller's transaction has committed (`wake`).
     */
    async pushToIn(tx: Db, userIds: number[], payload: PushPayload): Promise<void> {
      if (userIds.length === 0) return;
      await queue.enqueue(PUSH_USERS_JOB, { userIds, payload } satisfies UsersJob, tx);
    },
    wake: () => queue.wake(PUSH_USERS_JOB),
  };
}

export type PushNotifier = ReturnType<typeof createPushNotifier>;
