import {
  deletePushSubscription,
  getPushKey,
  savePushSubscription,
  type PushSubscriptionFields,
} from '@app/sdk/calls/push';
import { APP_SCOPE } from '../../../pwa/web-manifest';
import { sdkClient } from '../../../lib/sdk-client';

/**
 * Web Push in this browser: the member turns it on (permission, a subscription made by the
 * service worker's PushManager with the server's VAPID key, saved through the API) and off
 * (both sides undone). Which member this browser's subscription was saved for is kept in
 * localStorage, so that another member signing in here never inherits it.
 */

/** What the switch can show. */
export type PushState =
  { kind: 'unsupported' } | { kind: 'denied' } | { kind: 'off' } | { kind: 'on' };

/** The subscription this browser saved, and for whom. */
type Saved = { userId: number; id: number; endpoint: string };

const SAVED_KEY = 'antojo.push';

function readSaved(): Saved | undefined {
  try {
    const saved = JSON.parse(localStorage.getItem(SAVED_KEY) ?? 'null') as Partial<Saved> | null;
    return typeof saved?.userId === 'number' &&
      typeof saved.id === 'number' &&
      typeof saved.endpoint === 'string'
      ? (saved as Saved)
      : undefined;
  } catch {
    return undefined;
  }
}

const writeSaved = (saved: Saved | undefined) =>
  saved
    ? localStorage.setItem(SAVED_KEY, JSON.stringify(saved))
    : localStorage.removeItem(SAVED_KEY);

/** Whether this browser can do Web Push at all (and is on a secure origin). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The member app's service worker registration, once it is active. */
async function registration(): Promise<ServiceWorkerRegistration> {
  const found = await navigator.serviceWorker.getRegistration(APP_SCOPE);
  if (!found) throw new Error('the service worker is not registered');
  return navigator.serviceWorker.ready;
}

/** The VAPID key as PushManager takes it: bytes, from the API's base64url. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}

const sameKey = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null &&
  a.byteLength === b.byteLength &&
  new Uint8Array(a).every((byte, i) => byte === b[i]);

/** `PushSubscription.toJSON()` as the API takes it. */
function fields(subscription: PushSubscription): PushSubscriptionFields {
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('incomplete push subscription');
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

/** What the switch shows for `userId` in this browser now. */
export async function pushState(userId: number): Promise<PushState> {
  if (!pushSupported()) return { kind: 'unsupported' };
  if (Notification.permission === 'denied') return { kind: 'denied' };
  if (Notification.permission !== 'granted') return { kind: 'off' };
  const found = await navigator.serviceWorker.getRegistration(APP_SCOPE);
  const subscription = await found?.pushManager.getSubscription();
  const saved = readSaved();
  return subscription && saved?.userId === userId && saved.endpoint === subscription.endpoint
    ? { kind: 'on' }
    : { kind: 'off' };
}

/**
 * Turns notifications on in this browser: asks permission (the browser's own question), then
 * subscribes with the server's key and saves the subscription for this member.
 */
export async function turnPushOn(userId: number): Promise<PushState> {
  if (!pushSupported()) return { kind: 'unsupported' };
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return { kind: 'denied' };
  if (permission !== 'granted') return { kind: 'off' }; // the question was dismissed
  const client = sdkClient();
  const [{ publicKey }, ready] = await Promise.all([getPushKey(client), registration()]);
  const key = keyBytes(publicKey);
  let subscription = await ready.pushManager.getSubscription();
  // Someone else's, or made with another key (a new server): start afresh.
  const saved = readSaved();
  if (
    subscription &&
    (!sameKey(subscription.options.applicationServerKey, key) || saved?.userId !== userId)
  ) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await ready.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  const stored = await savePushSubscription(client, fields(subscription));
  writeSaved({ userId, id: stored.id, endpoint: stored.endpoint });
  return { kind: 'on' };
}

/** Turns them off: the server forgets this browser, and the browser its subscription. */
export async function turnPushOff(): Promise<PushState> {
  const saved = readSaved();
  if (saved) {
    // Already gone on the server (404: signed out elsewhere, expired) is as good as deleted.
    await deletePushSubscription(sdkClient(), saved.id).catch((error: unknown) => {
      if ((error as { status?: number }).status !== 404) throw error;
    });
  }
  await forgetPushHere();
  return pushSupported() && Notification.permission === 'denied'
    ? { kind: 'denied' }
    : { kind: 'off' };
}

/** Undoes the browser's side only (the account is gone, or the session already ended). */
export async function forgetPushHere(): Promise<void> {
  writeSaved(undefined);
  if (!pushSupported()) return;
  const found = await navigator.serviceWorker.getRegistration(APP_SCOPE);
  await (await found?.pushManager.getSubscription())?.unsubscribe();
}

/**
 * On each start of the app with a member signed in: this browser's subscription, if it was
 * theirs and made with the server's key, is saved again (for this session: the one that saved
 * it may have ended, which deleted it on the server); otherwise it is dropped.
 */
export async function syncPush(userId: number): Promise<void> {
  if (!pushSupported() || Notification.permission !== 'granted') return;
  const found = await navigator.serviceWorker.getRegistration(APP_SCOPE);
  const subscription = await found?.pushManager.getSubscription();
  if (!subscription) return;
  const saved = readSaved();
  if (saved?.userId !== userId) {
    await forgetPushHere();
    return;
  }
  // A server with a new key pair (a reset install) cannot push to it: off, until turned on.
  const { publicKey } = await getPushKey(sdkClient());
  if (!sameKey(subscription.options.applicationServerKey, keyBytes(publicKey))) {
    await forgetPushHere();
    return;
  }
  const stored = await savePushSubscription(sdkClient(), fields(subscription));
  writeSaved({ userId, id: stored.id, endpoint: stored.endpoint });
}
