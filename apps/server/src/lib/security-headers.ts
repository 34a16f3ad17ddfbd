import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { strictTransportSecurity } from 'helmet';

/**
 * The security headers of every answer (helmet's, with our CSP), as one function on the raw
 * request and response, so that answers Fastify writes outside its hooks (a malformed URL)
 * carry them too. HSTS only where it means something: in production, or on a request that
 * came over HTTPS (directly or, with TRUST_PROXY, through the proxy), never on a plain-HTTP
 * development server, where a browser would remember it for localhost.
 */
export function createSecurityHeaders(options: {
  production: boolean;
  /** The configured map style's origins (MAP_STYLE_URL, MAP_ORIGINS): its tiles, glyphs, sprites. */
  map?: { origins: readonly string[] };
}) {
  const mapOrigins = options.map?.origins ?? [];
  const common = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...mapOrigins],
        connectSrc: ["'self'", 'ws:', 'wss:', ...mapOrigins],
        styleSrc: ["'self'", "'unsafe-inline'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: options.production ? [] : null,
      },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
    strictTransportSecurity: false,
  });
  const hsts = strictTransportSecurity();
  const noop = () => {};
  return (request: IncomingMessage, response: ServerResponse, secure: boolean): void => {
    common(request, response, noop);
    if (options.production || secure) hsts(request, response, noop);
  };
}
