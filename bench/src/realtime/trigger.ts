import { createHash, createHmac } from 'node:crypto';

/** Where and how an event enters a server: the Pusher HTTP API, or a plain POST /publish. */
export type PublishTarget =
  | { kind: 'pusher'; base: string; appId: string; key: string; secret: string }
  | { kind: 'plain'; base: string };

/**
 * Sends one event the way the server's users do: our server gets a signed Pusher HTTP API
 * call (what Laravel sends), the peers a JSON POST of the same body to their own route.
 */
export async function publish(
  target: PublishTarget,
  event: { name: string; channel: string; data: string },
): Promise<void> {
  const body = JSON.stringify(event);
  const url =
    target.kind === 'pusher'
      ? signedUrl(target, `/apps/${target.appId}/events`, body)
      : `${target.base}/publish`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`publish answered ${response.status}`);
}

/** The Pusher HTTP API signature: HMAC-SHA256 of `POST\npath\nsorted query`. */
function signedUrl(target: Extract<PublishTarget, { kind: 'pusher' }>, path: string, body: string) {
  const params: Record<string, string> = {
    auth_key: target.key,
    auth_timestamp: String(Math.floor(Date.now() / 1000)),
    auth_version: '1.0',
    body_md5: createHash('md5').update(body).digest('hex'),
  };
  const query = Object.keys(params)
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
  const signature = createHmac('sha256', target.secret)
    .update(`POST\n${path}\n${query}`)
    .digest('hex');
  return `${target.base}${path}?${query}&auth_signature=${signature}`;
}
