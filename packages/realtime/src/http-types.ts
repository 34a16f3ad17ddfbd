/** A request to the HTTP API, as any framework can give it: the raw body, the decoded query. */
export type HttpRequest = {
  method: string;
  /** The request path, e.g. `/apps/1/events`; a query string on it is ignored. */
  path: string;
  /** Decoded query parameters; values that are not strings (repeated keys) are ignored. */
  query: Readonly<Record<string, unknown>>;
  /** The raw body: `body_md5` is checked against these exact bytes. */
  body: Buffer | string;
};

/** What to answer: a status and a JSON body (`{ error }` for every 4xx). */
export type HttpResponse = { status: number; body: unknown };

/** @example fail(413, 'data is over 10240 bytes') // { status: 413, body: { error: '…' } } */
export function fail(status: number, error: string): HttpResponse {
  return { status, body: { error } };
}
