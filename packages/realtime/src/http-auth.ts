import { createHash } from 'node:crypto';
import type { HttpRequest } from './http-types.js';
import type { App } from './options.js';
import { requestSignature, sameSignature } from './signatures.js';

const MAX_CLOCK_SKEW_SECONDS = 600;

/**
 * Checks the signed query of an HTTP API request: `auth_key`, `auth_timestamp` within 600 s,
 * `auth_version` 1.0, `body_md5` of the raw body, and `auth_signature` over
 * `METHOD\nPATH\nquery`. The signature is accepted over the path as received or over its
 * `/apps/…` part, so a proxy that mounts the API under a prefix does not break signatures
 * (Reverb's reported failure). Returns why the request is refused, or undefined.
 * @example verifySignedRequest(app, request, '/apps/1/events') // undefined when valid
 */
export function verifySignedRequest(
  app: App,
  request: HttpRequest,
  apiPath: string,
  nowSeconds = Date.now() / 1000,
): string | undefined {
  const query = stringQuery(request.query);
  if (query === undefined) return 'Repeated query parameters cannot be signed';
  if (query.auth_key !== app.key) return 'Unknown auth_key';
  const timestamp = Number(query.auth_timestamp);
  if (!Number.isFinite(timestamp) || Math.abs(nowSeconds - timestamp) > MAX_CLOCK_SKEW_SECONDS) {
    return 'auth_timestamp is missing or more than 600 seconds from the server time';
  }
  if (query.auth_version !== '1.0') return 'auth_version must be 1.0';
  const body = typeof request.body === 'string' ? Buffer.from(request.body) : request.body;
  if (body.length > 0 || query.body_md5 !== undefined) {
    const md5 = createHash('md5').update(body).digest('hex');
    if (query.body_md5 !== md5) return 'body_md5 does not match the body';
  }
  const signature = query.auth_signature;
  if (signature === undefined) return 'Missing auth_signature';
  const method = request.method.toUpperCase();
  const path = request.path.split('?')[0] ?? '';
  const valid = [...new Set([path, apiPath])].some((candidate) =>
    sameSignature(requestSignature(app.secret, method, candidate, query), signature),
  );
  return valid ? undefined : 'Invalid auth_signature';
}

function stringQuery(query: Readonly<Record<string, unknown>>): Record<string, string> | undefined {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (typeof value !== 'string') return undefined;
    result[key] = value;
  }
  return result;
}
