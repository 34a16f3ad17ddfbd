import { randomUUID } from 'node:crypto';

export type FormBody = { body: Buffer; contentType: string };

/**
 * A multipart/form-data body as the apps send it: the SDK (packages/sdk/src/http/transport.ts)
 * puts every call's fields in a FormData (text fields as text, see http/form-data.ts) and
 * hands it to fetch, whose encoder (undici's) makes these bytes and the boundary.
 */
export async function multipartBody(fields: Record<string, string>): Promise<FormBody> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const request = new Request('http://127.0.0.1/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

/**
 * A message send's body, `message` and `client_id` as the SDK's sendMessage sends them
 * (calls/messages.ts), with a new client id for each request: the server looks a repeated id
 * up and answers the stored message instead of writing, which a load must not measure.
 * The id is a UUID (the SDK's newClientId), so each body has the same length.
 */
export async function messageBodies(
  message: string,
): Promise<{ contentType: string; next(): Buffer }> {
  const placeholder = randomUUID();
  const { body, contentType } = await multipartBody({ message, client_id: placeholder });
  const at = body.indexOf(placeholder);
  return {
    contentType,
    next() {
      const copy = Buffer.from(body);
      copy.write(randomUUID(), at, 'latin1');
      return copy;
    },
  };
}
