import { verifySignedRequest } from './http-auth.js';
import { channelUsers, getChannel, listChannels } from './http-channels.js';
import { triggerBatch, triggerEvent, type EventsDeps } from './http-events.js';
import { fail, type HttpRequest, type HttpResponse } from './http-types.js';
import type { App, Logger } from './options.js';

export type HttpApiDeps = EventsDeps & { appsById: Map<string, App>; logger: Logger };

type Route =
  | { name: 'events' | 'batch_events' | 'channels'; method: 'POST' | 'GET' }
  | { name: 'channel' | 'users'; method: 'GET'; channel: string }
  | { name: 'terminate'; method: 'POST'; userId: string };

/**
 * The Pusher HTTP API, framework-agnostic: the caller passes the method, path, decoded query
 * and raw body, and sends back the status and JSON body it gets. Bad input of any kind is a
 * 4xx with `{ error }`; only a failing adapter gives a 500.
 * @example
 * await handleHttp(deps, { method: 'POST', path: '/apps/1/events', query, body: rawBody })
 * // { status: 200, body: {} }
 */
export async function handleHttp(deps: HttpApiDeps, request: HttpRequest): Promise<HttpResponse> {
  const path = request.path.split('?')[0] ?? '';
  const start = path.indexOf('/apps/');
  const apiPath = start < 0 ? '' : path.slice(start);
  const [appId, ...rest] = apiPath.split('/').slice(2).map(decode);
  const found = appId === undefined ? undefined : route(rest);
  if (!found || appId === undefined) return fail(404, 'Not found');
  if (request.method.toUpperCase() !== found.method) return fail(405, 'Method not allowed');
  const app = deps.appsById.get(appId);
  if (!app) return fail(404, 'Unknown app');
  const refused = verifySignedRequest(app, request, apiPath);
  if (refused) return fail(401, refused);
  try {
    return await dispatch(deps, app, found, request);
  } catch (error) {
    deps.logger.error({ err: error, path }, 'HTTP API request failed');
    return fail(500, 'Internal error');
  }
}

async function dispatch(
  deps: HttpApiDeps,
  app: App,
  found: Route,
  request: HttpRequest,
): Promise<HttpResponse> {
  switch (found.name) {
    case 'channels':
      return listChannels(deps.adapter, app, request.query);
    case 'channel':
      return getChannel(deps.adapter, app, found.channel, request.query);
    case 'users':
      return channelUsers(deps.adapter, app, found.channel);
  }
  const body = jsonObject(request.body);
  if (!body) return fail(400, 'The body must be a JSON object');
  switch (found.name) {
    case 'events':
      return triggerEvent(deps, app, body);
    case 'batch_events':
      return triggerBatch(deps, app, body);
    case 'terminate':
      deps.adapter.terminateUser(app.id, found.userId);
      return { status: 200, body: {} };
  }
}

function route(segments: (string | undefined)[]): Route | undefined {
  const [first, second, third] = segments;
  if (segments.includes(undefined) || first === undefined) return undefined;
  if (segments.length === 1 && first === 'events') return { name: 'events', method: 'POST' };
  if (segments.length === 1 && first === 'batch_events') {
    return { name: 'batch_events', method: 'POST' };
  }
  if (first === 'channels') {
    if (segments.length === 1) return { name: 'channels', method: 'GET' };
    if (segments.length === 2 && second) return { name: 'channel', method: 'GET', channel: second };
    if (segments.length === 3 && second && third === 'users') {
      return { name: 'users', method: 'GET', channel: second };
    }
  }
  if (first === 'users' && segments.length === 3 && second && third === 'terminate_connections') {
    return { name: 'terminate', method: 'POST', userId: second };
  }
  return undefined;
}

/** A path segment decoded, or undefined when its percent-encoding is broken. */
function decode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

function jsonObject(body: Buffer | string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(typeof body === 'string' ? body : body.toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
