import { WebSocket } from 'ws';

/** Which wire protocol a load client speaks, and where. */
export type ClientTarget = { protocol: 'pusher' | 'socketio'; url: string };

export type LoadClient = { close(): void; closed: Promise<void> };

/**
 * A raw websocket client that does only what a real one must: the protocol handshake,
 * one subscription, answering pings; every other text frame goes to `onFrame` as it came
 * (pusher-js or socket.io-client instances weigh too much at 5,000 in one process).
 * Resolves once subscribed; rejects on failure or after `timeoutMs`.
 */
export function openClient(
  target: ClientTarget,
  channel: string,
  onFrame: (text: string) => void,
  timeoutMs = 15_000,
): Promise<LoadClient> {
  const url =
    target.protocol === 'pusher'
      ? `${target.url}?protocol=7&client=js&version=8.4.0&flash=false`
      : `${target.url}/socket.io/?EIO=4&transport=websocket`;
  const socket = new WebSocket(url, { perMessageDeflate: false });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const client: LoadClient = {
    close: () => (socket.readyState === WebSocket.CONNECTING ? socket.terminate() : socket.close()),
    closed,
  };
  return new Promise((resolve, reject) => {
    let subscribed = false;
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error(`not subscribed within ${timeoutMs} ms`));
    }, timeoutMs);
    const done = (error?: Error) => {
      clearTimeout(timer);
      if (error) {
        socket.terminate();
        reject(error);
      } else {
        subscribed = true;
        resolve(client);
      }
    };
    socket.once('error', (error) => {
      if (!subscribed) done(error);
    });
    socket.once('close', (code) => {
      if (!subscribed) done(new Error(`closed with ${code} before subscribing`));
    });
    socket.on('message', (raw: Buffer) => {
      const text = raw.toString();
      if (subscribed && !isControl(target.protocol, text)) {
        onFrame(text);
        return;
      }
      if (target.protocol === 'pusher') {
        if (text.includes('"pusher:connection_established"')) {
          socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { auth: '', channel } }));
        } else if (text.includes('"pusher_internal:subscription_succeeded"')) {
          done();
        } else if (text.includes('"pusher:ping"')) {
          socket.send('{"event":"pusher:pong","data":{}}');
        } else if (text.includes('"pusher:error"') || text.includes('subscription_error')) {
          done(new Error(text));
        }
      } else if (text === '2') {
        socket.send('3');
      } else if (text.startsWith('0{')) {
        socket.send('40');
      } else if (text.startsWith('40')) {
        socket.send(`421${JSON.stringify(['subscribe', channel])}`);
      } else if (text.startsWith('431')) {
        done();
      } else if (text.startsWith('44')) {
        done(new Error(text));
      }
    });
  });
}

/** Pings and protocol frames, answered here and never counted as deliveries. */
function isControl(protocol: ClientTarget['protocol'], text: string): boolean {
  if (protocol === 'socketio') {
    if (text === '2') return true;
    return !text.startsWith('42');
  }
  return text.includes('"pusher:') || text.includes('"pusher_internal:');
}
