import { randomBytes } from 'node:crypto';
import { startChild, type Child } from '../shared/child.js';
import { tempDir } from '../shared/temp.js';
import type { ClientTarget } from './protocol-clients.js';
import type { ServerKind } from './server-main.js';
import type { PublishTarget } from './trigger.js';

/** The columns of the realtime tables: our server alone, our server on two nodes, the peers. */
export const COLUMNS = [
  { id: 'antojo', label: 'Antojo (Pusher protocol)' },
  { id: 'antojo-redis', label: 'Antojo, 2 nodes via Redis' },
  { id: 'socketio', label: 'Socket.IO 4 (peer)' },
  { id: 'ws', label: 'bare ws (ceiling)' },
] as const;
export type ColumnId = (typeof COLUMNS)[number]['id'];

/** Running servers for one column: where clients connect and where events are published. */
export type ServerSet = {
  targets: ClientTarget[];
  publish: PublishTarget;
  servers: Child[];
  stop(): Promise<void>;
};

/** Starts the server processes of a column (with --expose-gc, for the memory figures). */
export async function startServers(column: ColumnId, redisUrl?: string): Promise<ServerSet> {
  const kind: ServerKind = column === 'antojo' || column === 'antojo-redis' ? 'antojo' : column;
  const nodes = column === 'antojo-redis' ? 2 : 1;
  // An app id of its own: other runs sharing the Redis server never hear our events.
  const app = {
    appId: `bench-${randomBytes(4).toString('hex')}`,
    key: `bench-key-${randomBytes(4).toString('hex')}`,
    secret: randomBytes(16).toString('hex'),
  };
  const dirs: Array<{ remove(): void }> = [];
  const servers: Child[] = [];
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    for (const dir of dirs) dir.remove();
  };
  try {
    const ports: number[] = [];
    for (let node = 0; node < nodes; node++) {
      const data = tempDir();
      dirs.push(data);
      const server = await startChild('realtime/server-main.js', {
        nodeArgs: ['--expose-gc'],
        readyBody: {
          kind,
          dataDir: data.dir,
          ...app,
          ...(column === 'antojo-redis' && { redisUrl }),
        },
      });
      servers.push(server);
      ports.push(Number(server.ready.port));
    }
    const base = `http://127.0.0.1:${ports[0]}`;
    if (kind === 'antojo') {
      return {
        targets: ports.map((port) => ({
          protocol: 'pusher',
          url: `ws://127.0.0.1:${port}/app/${app.key}`,
        })),
        publish: { kind: 'pusher', base, appId: app.appId, key: app.key, secret: app.secret },
        servers,
        stop,
      };
    }
    return {
      targets: [
        kind === 'socketio'
          ? { protocol: 'socketio', url: `ws://127.0.0.1:${ports[0]}` }
          : { protocol: 'pusher', url: `ws://127.0.0.1:${ports[0]}/app/${app.key}` },
      ],
      publish: { kind: 'plain', base },
      servers,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
