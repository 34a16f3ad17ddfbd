import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

type Reply = { replyTo?: number; hello?: true; result?: unknown; error?: string };

/** A bench process of its own (a server under test, or load clients), spoken to over IPC. */
export type Child = {
  pid: number;
  /** Sends `{ type, ...body }` and waits for the child's answer (or rejects after `timeoutMs`). */
  call<T>(type: string, body?: Record<string, unknown>, timeoutMs?: number): Promise<T>;
  /** SIGTERM, then SIGKILL after 5 s; resolves once the process is gone. */
  stop(): Promise<void>;
};

const running = new Set<ChildProcess>();
// Whatever happens to the bench, no child outlives it.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** Kills `child` with the bench if it is still running then (for children started elsewhere). */
export function track(child: ChildProcess): void {
  running.add(child);
  child.once('exit', () => running.delete(child));
}

/**
 * Starts `dist/<script>` in a new Node.js process. The shell raises its open-file limit to
 * the hard limit first (5,000 websockets need more than the usual soft 1,024).
 */
export async function startChild(
  script: string,
  options: {
    env?: Record<string, string>;
    nodeArgs?: string[];
    /** Sent with the first call, `ready`, which answers once the child is set up. */
    readyBody?: Record<string, unknown>;
    readyTimeoutMs?: number;
  } = {},
): Promise<Child & { ready: Record<string, unknown> }> {
  const file = fileURLToPath(new URL(`../${script}`, import.meta.url));
  const child = spawn(
    '/bin/sh',
    [
      '-c',
      'ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec "$@"',
      'sh',
      process.execPath,
      ...(options.nodeArgs ?? []),
      file,
    ],
    { env: { ...process.env, ...options.env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  track(child);

  let next = 1;
  const pending = new Map<number, (reply: Reply) => void>();
  child.on('message', (message: Reply) => {
    if (typeof message.replyTo === 'number') pending.get(message.replyTo)?.(message);
  });
  const exited = once(child, 'exit');
  // The child says hello once it listens: a message sent before that would be lost.
  const hello = new Promise<void>((resolve, reject) => {
    const onMessage = (message: Reply) => {
      if (!message.hello) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve();
    };
    const onExit = () => reject(new Error(`${script} exited while starting`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });

  const call = <T>(type: string, body: Record<string, unknown> = {}, timeoutMs = 60_000) =>
    new Promise<T>((resolve, reject) => {
      const id = next++;
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`${script}: no answer to "${type}" within ${timeoutMs} ms`));
      }, timeoutMs);
      const gone = () => {
        clearTimeout(timer);
        pending.delete(id);
        reject(new Error(`${script} exited before answering "${type}"`));
      };
      child.once('exit', gone);
      pending.set(id, (reply) => {
        clearTimeout(timer);
        child.off('exit', gone);
        pending.delete(id);
        if (reply.error !== undefined) reject(new Error(`${script}: ${reply.error}`));
        else resolve(reply.result as T);
      });
      child.send({ id, type, ...body });
    });

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };

  const readyTimeoutMs = options.readyTimeoutMs ?? 120_000;
  const startTimer = setTimeout(() => child.kill('SIGKILL'), readyTimeoutMs);
  try {
    await hello;
    const ready = await call<Record<string, unknown>>('ready', options.readyBody, readyTimeoutMs);
    return { pid: child.pid!, call, stop, ready };
  } catch (error) {
    await stop();
    throw error;
  } finally {
    clearTimeout(startTimer);
  }
}

/**
 * The child's side: answers each `{ id, type }` message with its handler's result. `ready`
 * must be among the handlers. The process ends when the bench goes away or sends `exit`.
 */
export function serveParent(
  handlers: Record<string, (message: Record<string, unknown>) => unknown>,
  onExit: () => Promise<void> = async () => {},
): void {
  const exit = () => {
    void onExit().finally(() => process.exit(0));
  };
  process.on('disconnect', exit);
  process.once('SIGTERM', exit);
  process.on('message', (message: { id: number; type: string } & Record<string, unknown>) => {
    const handler = handlers[message.type];
    Promise.resolve()
      .then(() => {
        if (!handler) throw new Error(`no handler for "${message.type}"`);
        return handler(message);
      })
      .then(
        (result) => process.send?.({ replyTo: message.id, result: result ?? null }),
        (error: unknown) => process.send?.({ replyTo: message.id, error: String(error) }),
      );
  });
  process.send?.({ hello: true });
}
