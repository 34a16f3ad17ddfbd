import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FetchLike } from '../http/transport.js';

/** One request the SDK sent to the real server, and the SDK function that sent it. */
export type LedgerEntry = {
  /** The SDK function (in `calls/`) that made the request, read from the call stack. */
  call: string | undefined;
  method: string;
  /** The URL's path, `/api/...`. */
  path: string;
  query: string[];
  body: string[];
};

/** Every request the test clients sent, in this test process. */
export const ledger: LedgerEntry[] = [];

const CALLS_DIR = fileURLToPath(new URL('../calls/', import.meta.url));

/** The innermost SDK call function on the stack: `updateActivity` for `calls/activities.ts`. */
function callerOf(stack: string | undefined): string | undefined {
  for (const line of (stack ?? '').split('\n')) {
    const frame = /at (?:async )?(?:Object\.)?([A-Za-z0-9_$]+) \((.*)\)/.exec(line);
    if (frame && frame[2]!.includes('/sdk/src/calls/')) return frame[1];
  }
  return undefined;
}

/**
 * A fetch that writes each request into the ledger before sending it: method, path, the
 * query's and the body's field names, and which SDK call sent it.
 * @example createClient({ environment: 'local', fetch: recordingFetch(fetch) });
 */
export function recordingFetch(inner: FetchLike): FetchLike {
  return (url, init) => {
    const parsed = new URL(url);
    const body = init.body instanceof FormData ? [...new Set(init.body.keys())] : [];
    ledger.push({
      call: callerOf(new Error().stack),
      method: (init.method ?? 'GET').toUpperCase(),
      path: parsed.pathname,
      query: [...new Set(parsed.searchParams.keys())],
      body,
    });
    return inner(url, init);
  };
}

/** Exports of `calls/` that send nothing themselves: helpers beside the calls. */
export const NOT_CALLS = new Set(['newClientId', 'signedInUser', 'validatedContact']);

/** Every SDK call function: each exported function of the modules in `calls/`. */
export async function sdkCalls(): Promise<string[]> {
  const names: string[] = [];
  for (const file of readdirSync(CALLS_DIR).sort()) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const module = (await import(
      /* @vite-ignore */ `../calls/${file.replace(/\.ts$/, '.js')}`
    )) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (typeof value === 'function' && !NOT_CALLS.has(name)) names.push(name);
    }
  }
  return names;
}

type Parameter = { in: string; name: string };
type Operation = {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: {
    content?: Record<string, { schema?: { properties?: object; additionalProperties?: unknown } }>;
  };
};
export type ApiDocument = { paths: Record<string, Record<string, Operation>> };

/**
 * Documented routes no SDK call uses, each with its reason. The realtime routes are called by
 * pusher-js, with the paths `live/pusher-options.ts` gives it (checked separately).
 */
export const NOT_FOR_THE_SDK: Record<string, string> = {
  'GET /api/health': 'for load balancers',
  'GET /api/_dev/outbox': 'a development aid, absent in production',
  'POST /api/_dev/activity/{id}/end': 'a development aid (a plan ends now), absent in production',
  'POST /api/broadcasting/auth': 'called by pusher-js (channel authorisation)',
  'POST /api/broadcasting/user-auth': 'called by pusher-js (user authentication)',
  'POST /api/plan/webhook': 'called by the payment provider (Stripe), signed',
  'GET /api/calendar/{token}/plans.ics':
    'called by calendar apps subscribed to the address getCalendarFeed gives',
};

const templateMatcher = (template: string) =>
  new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);

/** The documented operation a method and concrete path fall under. */
export function findOperation(document: ApiDocument, method: string, path: string) {
  // As the server's router does: a static segment wins over a parameter
  // (`/activity/deck` before `/activity/{id}`), so templates with fewer parameters go first.
  const params = (template: string) => (template.match(/\{/g) ?? []).length;
  const templates = Object.entries(document.paths).sort(([a], [b]) => params(a) - params(b));
  for (const [template, methods] of templates) {
    const operation = methods[method.toLowerCase()];
    if (operation && templateMatcher(template).test(path)) return { template, operation };
  }
  return undefined;
}

/** The body fields an operation takes; undefined when it takes any (a free-form map). */
function bodyFields(operation: Operation): Set<string> | undefined {
  const fields = new Set<string>();
  for (const media of Object.values(operation.requestBody?.content ?? {})) {
    const schema = media.schema ?? {};
    if (!schema.properties && schema.additionalProperties !== undefined) {
      if (schema.additionalProperties !== false) return undefined;
    }
    for (const name of Object.keys(schema.properties ?? {})) fields.add(name);
  }
  return fields;
}

/**
 * Where the SDK and the API document disagree, one sentence each (empty when they agree):
 * an SDK request whose method and path no operation documents, a body or query field the
 * operation does not take, a documented operation no SDK call reached (outside
 * NOT_FOR_THE_SDK), and an SDK call that never ran against the server.
 */
export function disagreements(
  document: ApiDocument,
  entries: readonly LedgerEntry[],
  calls: readonly string[],
): string[] {
  const problems = new Set<string>();
  const reached = new Set<string>();
  for (const entry of entries) {
    const who = entry.call ?? 'an SDK call';
    const found = findOperation(document, entry.method, entry.path);
    if (!found) {
      const near = Object.keys(document.paths)
        .filter((template) => document.paths[template]![entry.method.toLowerCase()])
        .filter((template) => template.split('/')[2] === entry.path.split('/')[2]);
      problems.add(
        `${who} sent ${entry.method} ${entry.path}, which /api/docs does not document` +
          (near.length ? ` (documented ${entry.method}: ${near.join(', ')})` : ''),
      );
      continue;
    }
    const { template, operation } = found;
    reached.add(`${entry.method} ${template}`);
    const query = new Set(
      (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
    );
    for (const name of entry.query) {
      if (!query.has(name)) {
        problems.add(
          `${who} sent the query field ${name} to ${entry.method} ${template}, which does not take it`,
        );
      }
    }
    const body = bodyFields(operation);
    for (const name of entry.body) {
      if (body && !body.has(name)) {
        problems.add(
          `${who} sent the body field ${name} to ${entry.method} ${template}, which does not take it`,
        );
      }
    }
  }
  for (const [template, methods] of Object.entries(document.paths)) {
    for (const method of Object.keys(methods)) {
      const key = `${method.toUpperCase()} ${template}`;
      if (!reached.has(key) && !NOT_FOR_THE_SDK[key]) {
        problems.add(
          `${key} (${methods[method]!.operationId}) is documented, but no SDK call reached it`,
        );
      }
    }
  }
  const ran = new Set(entries.map((entry) => entry.call));
  for (const call of calls) {
    if (!ran.has(call)) problems.add(`the SDK call ${call} never ran against the server`);
  }
  return [...problems];
}
