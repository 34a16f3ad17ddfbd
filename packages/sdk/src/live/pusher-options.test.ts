import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveEnvironment } from '../environment.js';
import { pusherOptions, socketAddress } from './pusher-options.js';

afterEach(() => vi.unstubAllGlobals());

describe('realtime settings (spec, sections 7 and 9)', () => {
  it('uses the environment host and port, auth endpoints under the API, and the spec timeouts', () => {
    const headers = () => ({ Authorization: 'Bearer t' });
    const options = pusherOptions(resolveEnvironment({ environment: 'local' }), headers);
    expect(options).toMatchObject({
      wsHost: 'localhost',
      wsPort: 8000,
      forceTLS: false,
      activityTimeout: 120000,
      pongTimeout: 30000,
      unavailableTimeout: 10000,
      channelAuthorization: {
        transport: 'ajax',
        endpoint: 'http://localhost:8000/api/broadcasting/auth',
        headersProvider: headers,
      },
      userAuthentication: {
        transport: 'ajax',
        endpoint: 'http://localhost:8000/api/broadcasting/user-auth',
        headersProvider: headers,
      },
    });
  });

  it('uses TLS when the scheme is https, on 443 unless a port is given', () => {
    expect(socketAddress('https://antojo.app/api')).toEqual({
      host: 'antojo.app',
      port: 443,
      tls: true,
    });
    expect(socketAddress('https://antojo.app:8443/api').port).toBe(8443);
    expect(socketAddress('http://10.0.2.2/api')).toEqual({
      host: '10.0.2.2',
      port: 80,
      tls: false,
    });
  });

  it("reads a relative API address against the page's location", () => {
    vi.stubGlobal('location', { href: 'https://www.antojo.app/web/administration' });
    expect(socketAddress('/api')).toEqual({ host: 'www.antojo.app', port: 443, tls: true });
  });
});
