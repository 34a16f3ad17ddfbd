import type { SessionBinding } from './adapter.js';

/**
 * The messages nodes exchange over Redis pub/sub, and the rule that keeps a delivery from
 * happening twice: each node numbers what it publishes, and a receiver drops a number it has
 * already seen from that node. ioredis resends commands that were in flight when the
 * connection dropped, so the same PUBLISH can reach Redis twice; the number makes the second
 * one harmless. A node's id is fresh per process, so a restart starts a new sequence.
 */

export type BusMessage =
  | { kind: 'broadcast'; appId: string; channel: string; frame: string; except?: string }
  | { kind: 'terminate'; appId: string; userId: string }
  | ({ kind: 'bind' } & SessionBinding)
  | { kind: 'end-sessions'; appId: string; sessions: string[] }
  | { kind: 'remove'; appId: string; channel: string; userIds: string[] }
  /** A node leaving for good: receivers forget its sequence. */
  | { kind: 'bye' };

type Envelope = { origin: string; seq: number; message: BusMessage };

/**
 * @example
 * const bus = createBus('node-a');
 * redis.publish(channel, bus.encode({ kind: 'terminate', appId: '1', userId: '7' }));
 * bus.decode(text) // the message, or undefined when it is ours, a repeat, or not ours to read
 */
export function createBus(origin: string) {
  let seq = 0;
  const seen = new Map<string, number>();
  return {
    encode(message: BusMessage): string {
      seq += 1;
      return JSON.stringify({ origin, seq, message } satisfies Envelope);
    },
    decode(text: string): BusMessage | undefined {
      let envelope: Envelope;
      try {
        envelope = JSON.parse(text) as Envelope;
      } catch {
        return undefined;
      }
      if (envelope.origin === origin || typeof envelope.seq !== 'number') return undefined;
      if (envelope.seq <= (seen.get(envelope.origin) ?? 0)) return undefined;
      seen.set(envelope.origin, envelope.seq);
      if (envelope.message.kind === 'bye') seen.delete(envelope.origin);
      return envelope.message;
    },
    /** Forgets a node that is gone (reaped), so the map does not grow with restarts. */
    forget(nodeId: string): void {
      seen.delete(nodeId);
    },
  };
}
