import type { IncomingMessage } from 'node:http';
import type { Adapter } from './adapter.js';

/** The webhook events of the protocol. */
export type WebhookEventName =
  | 'channel_occupied'
  | 'channel_vacated'
  | 'member_added'
  | 'member_removed'
  | 'client_event'
  | 'cache_miss';

export type WebhookTarget = { url: string; events?: WebhookEventName[] };

/** One Pusher app: credentials, webhooks and limits. */
export type AppOptions = {
  id: string;
  key: string;
  secret: string;
  webhooks?: WebhookTarget[];
  /** Distinct users in one presence channel (100). */
  maxPresenceMembers?: number;
  /** Bytes of one member's JSON `user_info` (1024). */
  maxPresenceUserInfoBytes?: number;
  /** Bytes of one event's data, from the HTTP API or a client (10240, Pusher's and Reverb's). */
  maxEventBytes?: number;
  /**
   * Bytes of one frame from a client (the event limit × 4 + 16 KiB: room for JSON escaping and
   * the envelope). Beyond: `pusher:error` 1009 and close 1009.
   */
  maxMessageBytes?: number;
  /** Client events one connection may send per second (10). */
  clientEventsPerSecond?: number;
  /** Channels one connection may be subscribed to at once (100); beyond: subscription_error. */
  maxSubscriptionsPerConnection?: number;
  /** Base64 of 32 bytes: lets `authorizeChannel` give `shared_secret` for `private-encrypted-`. */
  encryptionMasterKey?: string;
};

/** pino-compatible (Fastify's `app.log` fits). */
export type Logger = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

export type RealtimeOptions = {
  apps: AppOptions[];
  /** Shares broadcasts and membership between nodes; in-process when absent. */
  adapter?: Adapter;
  /** Sent to clients; also how long the server lets a connection stay silent (120). */
  activityTimeoutSeconds?: number;
  /** How long the server waits for an answer to its ping before closing with 4201 (30000). */
  pongTimeoutMs?: number;
  /** Connections this node accepts before refusing with 4100 (unbounded). */
  maxConnections?: number;
  /** Connections this node accepts from one client address before refusing with 4100 (unbounded). */
  maxConnectionsPerAddress?: number;
  /**
   * The client address of an upgrade request, for `maxConnectionsPerAddress`. The socket's peer
   * by default; behind a proxy, read what the proxy forwards (and only when it is trusted).
   */
  clientAddress?: (request: IncomingMessage) => string;
  /** How long a cache channel remembers its last event (1800, Pusher's and soketi's 30 minutes). */
  cacheTtlSeconds?: number;
  /** Webhook delivery: attempts per batch (5) and exponential backoff (500 ms doubling, 30 s cap). */
  webhookRetry?: { attempts?: number; baseDelayMs?: number; maxDelayMs?: number };
  /** One webhook request's timeout (5000). */
  webhookTimeoutMs?: number;
  logger?: Logger;
  /** Names this node in logs and in the adapter's records (random). */
  nodeId?: string;
};

/** An app with every default applied. */
export type App = {
  id: string;
  key: string;
  secret: string;
  webhooks: WebhookTarget[];
  maxPresenceMembers: number;
  maxPresenceUserInfoBytes: number;
  maxEventBytes: number;
  clientEventsPerSecond: number;
  maxMessageBytes: number;
  maxSubscriptionsPerConnection: number;
  encryptionMasterKey?: Buffer;
};

/**
 * Applies the defaults and checks the apps, failing fast on a configuration the server could
 * not honour (duplicate keys, an encryption key of the wrong length).
 * @example resolveApps([{ id: '1', key: 'k', secret: 's' }])[0].maxEventBytes // 10240
 */
export function resolveApps(apps: AppOptions[]): App[] {
  if (apps.length === 0) throw new Error('realtime: at least one app is required');
  const ids = new Set<string>();
  const keys = new Set<string>();
  return apps.map((app) => {
    if (!app.id || !app.key || !app.secret) {
      throw new Error('realtime: every app needs an id, a key and a secret');
    }
    if (ids.has(app.id) || keys.has(app.key)) {
      throw new Error(`realtime: app ${app.id} repeats an id or a key`);
    }
    ids.add(app.id);
    keys.add(app.key);
    const masterKey =
      app.encryptionMasterKey === undefined
        ? undefined
        : Buffer.from(app.encryptionMasterKey, 'base64');
    if (masterKey && masterKey.length !== 32) {
      throw new Error(`realtime: app ${app.id} encryptionMasterKey must be 32 bytes in base64`);
    }
    const maxEventBytes = app.maxEventBytes ?? 10 * 1024;
    return {
      id: app.id,
      key: app.key,
      secret: app.secret,
      webhooks: app.webhooks ?? [],
      maxPresenceMembers: app.maxPresenceMembers ?? 100,
      maxPresenceUserInfoBytes: app.maxPresenceUserInfoBytes ?? 1024,
      maxEventBytes,
      maxMessageBytes: app.maxMessageBytes ?? maxEventBytes * 4 + 16 * 1024,
      clientEventsPerSecond: app.clientEventsPerSecond ?? 10,
      maxSubscriptionsPerConnection: app.maxSubscriptionsPerConnection ?? 100,
      encryptionMasterKey: masterKey,
    };
  });
}

/** Warnings and errors to the console, nothing else, when the owner gives no logger. */
export const consoleLogger: Logger = {
  info: () => undefined,
  warn: (details, message) => console.warn(`realtime: ${message}`, details),
  error: (details, message) => console.error(`realtime: ${message}`, details),
};
