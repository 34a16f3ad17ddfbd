/**
 * Builds a query string as the spec's client does (section 7): null and undefined values are
 * skipped, objects and arrays are sent as JSON text, and every value is URL-encoded.
 * @example toQueryString({ page: 1, filter: { city: 3 }, search: undefined })
 * // '?page=1&filter=%7B%22city%22%3A3%7D'
 */
export function toQueryString(params: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(text)}`);
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}
