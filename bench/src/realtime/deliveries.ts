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

/**
 * Who should get each event and who did: an event is expected at the clients subscribed when
 * it was sent (`expect`, called just before the send), once each. A delivery to a client that
 * was not among them (one still joining or already leaving) or a second copy is `unexpected`,
 * not counted; what never came is `expected - delivered`. Latencies are the counted ones'.
 */
export class DeliveryLedger {
  private readonly waiting = new Map<number, Set<number>>();
  expected = 0;
  delivered = 0;
  unexpected = 0;
  readonly latencies: number[] = [];

  /** Event `event` is about to be sent to `clients` (their ids). */
  expect(event: number, clients: Iterable<number>): void {
    const set = new Set(clients);
    this.waiting.set(event, set);
    this.expected += set.size;
  }

  /** The send failed: nobody is owed that event. */
  cancel(event: number): void {
    this.expected -= this.waiting.get(event)?.size ?? 0;
    this.waiting.delete(event);
  }

  /** Client `client` got `event` after `latencyMs`; true when it was owed it. */
  receive(event: number, client: number, latencyMs: number): boolean {
    if (this.waiting.get(event)?.delete(client)) {
      this.delivered += 1;
      this.latencies.push(latencyMs);
      return true;
    }
    this.unexpected += 1;
    return false;
  }

  /** How many owed deliveries of `event` (or of every event) have not come yet. */
  outstanding(event?: number): number {
    if (event !== undefined) return this.waiting.get(event)?.size ?? 0;
    let total = 0;
    for (const set of this.waiting.values()) total += set.size;
    return total;
  }
}
