import type { IncomingHttpHeaders } from 'node:http';

/** True when `If-None-Match` names `etag` (weakly, as GET compares) or is `*`. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((value) => value.trim().replace(/^W\//, ''))
    .some((value) => value === etag || value === '*');
}

/**
 * Whether the client's copy is still this version (RFC 9110, section 13.2.2): `If-None-Match`
 * decides when it is sent, otherwise `If-Modified-Since` against `modified` (to the second,
 * as HTTP dates go).
 * @example if (unchanged(request.headers, '"a7-1700000000000"', avatarUpdatedAt)) return reply.code(304).send();
 */
export function unchanged(headers: IncomingHttpHeaders, etag: string, modified?: Date): boolean {
  const tags = headers['if-none-match'];
  if (tags !== undefined) return matchesEtag(tags, etag);
  const since = Date.parse(headers['if-modified-since'] ?? '');
  if (!modified || Number.isNaN(since)) return false;
  return Math.floor(modified.getTime() / 1000) * 1000 <= since;
}
