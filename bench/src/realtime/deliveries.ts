/**
 * The payload every workload sends, a chat message's size, with the event number and the send
 * time (performance.now() of the clients' process, which also publishes: one clock).
 */
export function payload(n: number, sentAt: number): string {
  return JSON.stringify({
    n,
    t: sentAt,
    message: '¿Quedamos en la entrada del parque a las siete?',
    activityId: 1234,
    userId: 42,
    seq: n + 1,
  });
}

// In every protocol's frame the payload arrives JSON-encoded once more: "n\":3,\"t\":1.5
const STAMP = /"n\\":(\d+),\\"t\\":([\d.]+)/;

/** The event number and send time a delivered frame carries, or undefined for another frame. */
export function stampOf(frame: string): { n: number; sentAt: number } | undefined {
  const match = STAMP.exec(frame);
  return match ? { n: Number(match[1]), sentAt: Number(match[2]) } : undefined;
}
