import { WebSocket, type WebSocketServer } from 'ws';

/**
 * Waits for the closing handshakes of every socket, at most `ms`, then drops the sockets that
 * did not answer, so shutdown never waits for ws's 30 s close timeout.
 * @example await drain(wss, 1000);
 */
export async function drain(wss: WebSocketServer, ms: number): Promise<void> {
  const open = [...wss.clients].filter((socket) => socket.readyState !== WebSocket.CLOSED);
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.all(open.map((socket) => new Promise((resolve) => socket.once('close', resolve)))),
    new Promise((resolve) => (timer = setTimeout(resolve, ms))),
  ]);
  clearTimeout(timer);
  for (const socket of wss.clients) socket.terminate();
}
