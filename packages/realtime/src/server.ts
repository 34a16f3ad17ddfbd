import { randomUUID } from 'node:crypto';
import { WebSocketServer } from 'ws';
import type { AdapterNode } from './adapter.js';
import { authenticateUser, authorizeChannel } from './auth.js';
import { createChannels } from './channels.js';
import { acceptConnection } from './connections.js';
import { drain } from './drain.js';
import { RealtimeError } from './errors.js';
import { checkEvent, publishEvent } from './events.js';
import { createUpgradeHandler } from './handshake.js';
import { startActivityMonitor } from './activity-monitor.js';
import { handleHttp } from './http-api.js';
import { createMemoryAdapter } from './memory-adapter.js';
import { createMetrics } from './metrics.js';
import { consoleLogger, resolveApps, type App, type RealtimeOptions } from './options.js';
import { Registry } from './registry.js';
import { createRemovals } from './removals.js';
import type { RealtimeServer } from './server-types.js';
import { createSessions } from './sessions.js';
import { createWebhookSender } from './webhooks.js';

export type { RealtimeOptions } from './options.js';
export type { HttpRequest, HttpResponse } from './http-types.js';
export type { PublishInput, RealtimeServer } from './server-types.js';

/**
 * A Pusher Channels protocol 7 server. It owns no port: the owner hooks `handleUpgrade` on
 * its HTTP server and routes `/apps/*` to `handleHttp`.
 * @example
 * const realtime = createRealtimeServer({ apps: [{ id: '1', key: 'key', secret: 'secret' }] });
 * httpServer.on('upgrade', (request, socket, head) => realtime.handleUpgrade(request, socket, head));
 */
export function createRealtimeServer(options: RealtimeOptions): RealtimeServer {
  const apps = resolveApps(options.apps);
  const appsById = new Map(apps.map((app) => [app.id, app]));
  const appsByKey = new Map(apps.map((app) => [app.key, app]));
  const logger = options.logger ?? consoleLogger;
  const activityTimeoutSeconds = options.activityTimeoutSeconds ?? 120;
  // pusher-js refuses a handshake whose activity_timeout is missing or zero.
  if (!(activityTimeoutSeconds > 0))
    throw new Error('realtime: activityTimeoutSeconds must be > 0');
  const nodeId = options.nodeId ?? randomUUID();
  const adapter = options.adapter ?? createMemoryAdapter();
  const metrics = createMetrics();
  const registry = new Registry();
  const webhooks = createWebhookSender({
    attempts: options.webhookRetry?.attempts ?? 5,
    baseDelayMs: options.webhookRetry?.baseDelayMs ?? 500,
    maxDelayMs: options.webhookRetry?.maxDelayMs ?? 30_000,
    timeoutMs: options.webhookTimeoutMs ?? 5000,
    logger,
    metrics,
  });
  const cacheTtlMs = (options.cacheTtlSeconds ?? 30 * 60) * 1000;
  const channels = createChannels({
    registry,
    adapter,
    webhooks,
    apps: appsById,
    logger,
    cacheTtlMs,
  });
  const deps = { channels, registry, webhooks, metrics, logger };
  const sessions = createSessions(registry, channels);
  const removals = createRemovals(registry, channels);
  // A frame over an app's maxMessageBytes is answered (pusher:error 1009) and closed by the
  // protocol; ws must let it in for that. Past 4 times the limit ws closes with a bare 1009
  // before buffering more, so one client can never make the server hold more than this.
  const maxPayload = Math.max(...apps.map((app) => app.maxMessageBytes)) * 4;
  const wss = new WebSocketServer({ noServer: true, maxPayload, perMessageDeflate: false });
  let closing = false;
  let closed: Promise<void> | undefined;

  const node: AdapterNode = {
    id: nodeId,
    deliver: (appId, channel, frame, except) =>
      void registry.deliver(appId, channel, frame, except),
    terminateUser: (appId, userId) => {
      for (const connection of registry.userConnections(appId, userId)) {
        connection.close(4009, 'You got disconnected by the app');
      }
    },
    bindSession: (binding) => sessions.bind(binding),
    endSessions: (appId, ended) => sessions.end(appId, ended),
    removeFromChannel: (appId, channel, userIds) => removals.remove(appId, channel, userIds),
    subscriptions: () => channels.subscriptions(),
    transitions: (changes) => channels.transitions(changes),
  };
  const attached = adapter.attach(node);
  attached.catch((error: unknown) => logger.error({ err: error }, 'adapter attach failed'));
  const stopMonitor = startActivityMonitor(
    () => registry.connections(),
    activityTimeoutSeconds * 1000,
    options.pongTimeoutMs ?? 30_000,
  );

  const handleUpgrade = createUpgradeHandler({
    wss,
    appsByKey,
    clientAddress: options.clientAddress ?? ((request) => request.socket.remoteAddress ?? ''),
    accept: (socket, app, address) =>
      void acceptConnection(deps, socket, app, activityTimeoutSeconds, address),
    refusal: (address) => {
      if (closing) return { code: 4200, message: 'Server is shutting down, reconnect' };
      // 4100 for both: pusher-js backs off and retries, which is what a client should do then.
      if (options.maxConnections !== undefined && registry.size >= options.maxConnections) {
        return { code: 4100, message: 'Over capacity' };
      }
      const perAddress = options.maxConnectionsPerAddress;
      if (perAddress !== undefined && registry.fromAddress(address) >= perAddress) {
        return { code: 4100, message: 'Over capacity: too many connections from this address' };
      }
      return undefined;
    },
  });

  /** Closing is one promise, so a second `close()` waits for the first instead of racing it. */
  async function shutDown(): Promise<void> {
    closing = true;
    stopMonitor();
    for (const connection of [...registry.connections()]) {
      connection.close(4200, 'Server is shutting down, reconnect');
    }
    await Promise.allSettled([attached]);
    // The leaves of the closed connections reach the cluster (member_removed, vacated)
    // before this node forgets its records.
    await channels.settled();
    await adapter.detach();
    await Promise.all([webhooks.close(), drain(wss, 1000)]);
    wss.close();
  }

  function app(appId: string | undefined): App {
    const found = appId === undefined ? apps[0] : appsById.get(appId);
    if (!found) throw new RealtimeError('unknown_app', `Unknown app ${appId ?? ''}`);
    return found;
  }

  return {
    nodeId,
    ready: () => attached,
    handleUpgrade,
    handleHttp: (request) => handleHttp({ ...deps, adapter, appsById }, request),
    async publish(input) {
      const target = app(input.appId);
      const checked = checkEvent(target, {
        name: input.event,
        channels: input.channels,
        data: input.data,
        socketId: input.socketId,
      });
      if (!checked.ok) throw new RealtimeError('invalid_event', checked.error);
      publishEvent(channels, metrics, target, checked.event);
    },
    authorizeChannel: (socketId, channel, channelData, appId) =>
      authorizeChannel(app(appId), socketId, channel, channelData),
    authenticateUser: (socketId, userData, appId) =>
      authenticateUser(app(appId), socketId, userData),
    bindSession({ socketId, session, channel, userId, appId }) {
      adapter.bindSession({ appId: app(appId).id, socketId, session, channel, userId });
    },
    endSessions(ended, appId) {
      if (ended.length > 0) adapter.endSessions(app(appId).id, ended);
    },
    removeFromChannel(channel, userIds, appId) {
      if (userIds.length > 0) adapter.removeFromChannel(app(appId).id, channel, userIds);
    },
    async occupied(names, appId) {
      const target = app(appId).id;
      const stats = await Promise.all(names.map((name) => adapter.channel(target, name)));
      return stats.map((one) => one.subscriptionCount > 0);
    },
    metrics: () => metrics.render(registry.gauges(apps.map((one) => one.id))),
    stats: () => ({
      gauges: registry.gauges(apps.map((one) => one.id)),
      counters: metrics.counters(),
    }),
    close() {
      closed ??= shutDown();
      return closed;
    },
  };
}
