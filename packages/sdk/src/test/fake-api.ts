import { createClient, type Client, type ClientOptions } from '../client.js';
import type { FetchLike } from '../http/transport.js';
import { memoryStorage, type MemoryStorage } from '../storage/memory-storage.js';

/** One call the fake API received. */
export type RecordedCall = {
  method: string;
  url: URL;
  /** The path under /api, without the query. */
  path: string;
  headers: Headers;
  /** The multipart fields, text values as text. */
  form: Map<string, string | File>;
};

/** What a handler answers: a status and a JSON body, or a ready Response. */
export type FakeAnswer = { status?: number; body?: unknown } | Response;

/**
 * A fetch that never leaves the process: each call is recorded and answered by `handler`
 * (200 with `{}` when it answers nothing). Unit tests use it; the integration tests use the
 * real server.
 */
export function fakeApi(handler: (call: RecordedCall) => FakeAnswer | undefined = () => undefined) {
  const calls: RecordedCall[] = [];
  const fetch: FetchLike = async (url, init) => {
    const parsed = new URL(url);
    const form = new Map<string, string | File>();
    if (init.body instanceof FormData) for (const [name, value] of init.body) form.set(name, value);
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      url: parsed,
      path: parsed.pathname.replace(/^\/api/, ''),
      headers: new Headers(init.headers),
      form,
    };
    calls.push(call);
    const answer = handler(call) ?? {};
    if (answer instanceof Response) return answer;
    return new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch, calls };
}

/** A client on the local environment over a fake API, with an in-memory storage. */
export function fakeClient(
  handler?: (call: RecordedCall) => FakeAnswer | undefined,
  options: Partial<ClientOptions> = {},
): { client: Client; calls: RecordedCall[]; storage: MemoryStorage } {
  const api = fakeApi(handler);
  const storage = memoryStorage();
  const client = createClient({ environment: 'local', storage, fetch: api.fetch, ...options });
  return { client, calls: api.calls, storage };
}
