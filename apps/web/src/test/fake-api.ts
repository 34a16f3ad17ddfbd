import { vi } from 'vitest';

/** One call as the fake server receives it. */
export type ApiCall = {
  method: string;
  /** The path under `/api`: `/activity/12/swipe`. */
  path: string;
  query: URLSearchParams;
  /** The multipart body the SDK sends, if any. */
  body: FormData | undefined;
  /** The `:name` parts of the route that took the call. */
  params: Record<string, string>;
};

/** What a route answers: a status (200 unless given) and a JSON body. Throwing cuts the line. */
export type ApiAnswer = { status?: number; body?: unknown };
export type ApiRoute = (call: ApiCall) => ApiAnswer | Promise<ApiAnswer>;

/**
 * A stand-in for the API at the network edge: `fetch` is replaced for the test, and each
 * call the app's SDK makes goes to the route written as `'POST /activity/:id/swipe'`. Every
 * call is recorded; one no route takes answers 404 and is kept in `unhandled`.
 * Undo with `vi.unstubAllGlobals()`.
 * @example const api = fakeApi({ 'GET /activity/deck': () => ({ body: deck }) });
 */
export function fakeApi(routes: Record<string, ApiRoute>) {
  const table = Object.entries(routes).map(([key, route]) => {
    const [method, pattern = ''] = key.split(' ');
    const names: string[] = [];
    const source = pattern.replace(/:(\w+)/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    return { method, regex: new RegExp(`^${source}$`), names, route };
  });
  const calls: ApiCall[] = [];
  const unhandled: ApiCall[] = [];

  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const parsed = new URL(url, 'http://app.test');
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: parsed.pathname.replace(/^\/api/, ''),
      query: parsed.searchParams,
      body: init.body instanceof FormData ? init.body : undefined,
      params: {},
    };
    calls.push(call);
    for (const { method, regex, names, route } of table) {
      const match = method === call.method ? regex.exec(call.path) : null;
      if (!match) continue;
      names.forEach((name, index) => (call.params[name] = match[index + 1] ?? ''));
      const answer = await route(call);
      return json(answer.status ?? 200, answer.body);
    }
    unhandled.push(call);
    return json(404, { message: 'No encontrado.' });
  });
  vi.stubGlobal('fetch', fetch);

  return {
    calls,
    unhandled,
    /** The calls made to one route, as written in `routes`. */
    callsTo(key: string) {
      const [method, pattern = ''] = key.split(' ');
      const regex = new RegExp(`^${pattern.replace(/:(\w+)/g, '[^/]+')}$`);
      return calls.filter((call) => call.method === method && regex.test(call.path));
    },
  };
}

function json(status: number, body: unknown) {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** An answer the test gives when it chooses: the request stays in flight until then. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}
