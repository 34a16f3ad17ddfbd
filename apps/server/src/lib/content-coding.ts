import type { FastifyReply } from 'fastify';

/**
 * Adds a name to `Vary` without dropping those already there: CORS has put `Origin` in it, and
 * a cache that lost it would hand one origin's answer to another.
 */
export function addVary(reply: FastifyReply, name: string): void {
  const current = reply.getHeader('vary');
  const names = String(current ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (!names.some((value) => value.toLowerCase() === name)) names.push(name);
  reply.header('vary', names.join(', '));
}

/** True when `Accept-Encoding` lists `coding` without refusing it (`;q=0`). */
export function acceptsEncoding(header: string, coding: string): boolean {
  return header.split(',').some((entry) => {
    const [name, ...params] = entry.trim().toLowerCase().split(';');
    if (name !== coding) return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
