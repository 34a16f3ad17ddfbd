import { FilePart } from './values.js';

/**
 * Bodies and queries as the SDK writes them (packages/sdk/src/http/form-data.ts and
 * query.ts, the contract's form rule): in forms, booleans as `1`/`0`, numbers as text,
 * structured values as JSON text, null as empty text; in a query, objects as JSON text.
 * The server package cannot import the SDK (the SDK's tests import the server), so the rule
 * is written here again, and a test beside it holds the two to the same answers.
 */
export type Encoding = 'json' | 'form' | 'multipart';

const MEDIA_TYPES: Record<Encoding, string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
};
export const encodingOf = (mediaType: string): Encoding | undefined =>
  (Object.keys(MEDIA_TYPES) as Encoding[]).find((key) => MEDIA_TYPES[key] === mediaType);

/** A form field's text, by the contract's rule. */
export function formText(value: unknown): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * Percent-encoding that takes any text: a lone surrogate, which encodeURIComponent refuses,
 * goes as the replacement character, as a browser sends it.
 */
export const percentEncode = (text: string) => encodeURIComponent(Buffer.from(text).toString());

/** A query value's text: only objects change (JSON); booleans go as `true`/`false`. */
export const queryText = (value: unknown): string =>
  typeof value === 'object' ? JSON.stringify(value) : String(value);

export function queryString(params: Record<string, unknown>): string {
  const parts = Object.entries(params)
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([key, value]) => `${percentEncode(key)}=${percentEncode(queryText(value))}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

const GARBAGE = Buffer.from('GIF89a this is not an image at all');

/**
 * The body of a request in `encoding`, with its content type: a multipart body through
 * Node's own FormData and Request, as a client builds it.
 */
export async function encodeBody(
  body: unknown,
  encoding: Encoding,
  png: Buffer,
): Promise<{ payload: Buffer | string; contentType: string }> {
  if (encoding === 'json')
    return { payload: JSON.stringify(body) ?? 'null', contentType: MEDIA_TYPES.json };
  const fields =
    body && typeof body === 'object' && !Array.isArray(body)
      ? Object.entries(body)
      : [['data', body] as const];
  if (encoding === 'form') {
    const text = fields
      .filter(([, value]) => value !== undefined && !(value instanceof FilePart))
      .map(([key, value]) => `${percentEncode(key)}=${percentEncode(formText(value))}`)
      .join('&');
    return { payload: text, contentType: MEDIA_TYPES.form };
  }
  const form = new FormData();
  for (const [key, value] of fields) {
    if (value === undefined) continue;
    if (value instanceof FilePart) {
      const bytes =
        value.kind === 'png' ? png : value.kind === 'garbage' ? GARBAGE : Buffer.alloc(0);
      form.append(key, new Blob([bytes], { type: 'image/png' }), 'imagen.png');
    } else form.append(key, formText(value));
  }
  const request = new Request('http://fuzz.invalid/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}
