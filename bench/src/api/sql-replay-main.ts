import { serveParent } from '../shared/child.js';
import type { Statement } from './sql-capture.js';
import { replayStatements } from './sql-replay.js';

// Requests' statements replayed through pg in a process of their own, as the server and the
// HTTP ceiling each run in theirs: the load never shares a thread with what it measures.
serveParent({
  ready: () => ({}),
  replay: (message) =>
    replayStatements(
      String(message.url),
      message.requests as Array<{ statements: Statement[]; uuids: string[] }>,
      {
        connections: Number(message.connections),
        seconds: Number(message.seconds),
        poolSize: Number(message.poolSize),
        warmupSeconds: Number(message.warmupSeconds),
      },
    ),
});
