import type { FastifyRequest } from 'fastify';

/** Addresses whose path carries a secret: a member's calendar feed (issue 38). */
const SECRET_PATHS = [/(\/api\/calendar\/)[^/?#]+(?=\/plans\.ics)/];

/**
 * A request's address as the logs keep it: a secret in the path (a calendar feed's, which a
 * calendar app asks for every hour) becomes `…`, so that reading the logs never gives
 * someone's plans away.
 * @example loggedUrl('/api/calendar/8fJ2…/plans.ics') // '/api/calendar/…/plans.ics'
 */
export const loggedUrl = (url: string) =>
  SECRET_PATHS.reduce((kept, secret) => kept.replace(secret, '$1…'), url);

/** Fastify's request serializer for the logs (its default fields), with the address kept so. */
export function logRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
