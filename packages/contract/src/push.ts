import { z } from 'zod';
import { jsonText } from './fields.js';

/**
 * Web Push (member-features.md, section 1): a browser's subscription to the member's
 * notifications while no tab of the app is open. The server signs each push with its VAPID
 * key (`GET /push/key`); the browser's service worker shows it.
 */

/** Bounds: an endpoint's length, and the browsers one member may keep subscribed. */
export const PUSH_LIMITS = { endpointMax: 1000, perMember: 20 } as const;

/** `GET /push/key`: the VAPID public key, the `applicationServerKey` to subscribe with. */
export const pushKey = z
  .object({ publicKey: z.string().meta({ description: 'Clave pública VAPID (base64url).' }) })
  .meta({ id: 'PushKey' });
export type PushKey = z.infer<typeof pushKey>;

/** Where the browser's push service takes pushes for it: an http(s) address. */
export const pushEndpoint = z
  .url({ protocol: /^https?$/, error: 'Debe ser la dirección del servicio de notificaciones.' })
  .max(PUSH_LIMITS.endpointMax);

/**
 * The subscription's keys as `PushSubscription.toJSON()` gives them, base64url: the browser's
 * P-256 public key (65 bytes, uncompressed, so its text starts with "B") and its 16-byte secret.
 */
export const pushSubscriptionKeys = z.object({
  p256dh: z.string().regex(/^B[A-Za-z0-9_-]{86}=?$/, 'La clave p256dh no es válida.'),
  auth: z.string().regex(/^[A-Za-z0-9_-]{22}(==)?$/, 'La clave auth no es válida.'),
});

/**
 * `POST /push/subscription`: `PushSubscription.toJSON()` without its expiry; `keys` as JSON
 * text in a form body, or an object in a JSON body.
 */
export const pushSubscriptionRequest = z.object({
  endpoint: pushEndpoint,
  keys: jsonText(pushSubscriptionKeys),
});

/** A saved subscription, as its owner sees it. */
export const pushSubscription = z
  .object({ id: z.number().int(), endpoint: z.string(), createdAt: z.string() })
  .meta({ id: 'PushSubscription' });
export type PushSubscriptionView = z.infer<typeof pushSubscription>;
