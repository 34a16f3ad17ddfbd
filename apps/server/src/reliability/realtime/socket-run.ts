import {
  answers,
  ConnectionModel,
  describeWant,
  isAmbient,
  LIMITS,
  type Prediction,
  type Want,
} from './protocol-model.js';
import { ANSWER_MS, RawSocket, type Frame } from './raw-socket.js';
import { framesOf, type StepContext, type WireFrame } from './socket-frames.js';
import type { Step } from './socket-steps.js';
import type { Tally } from './tally.js';

/**
 * The answer to one frame on the wire: text goes through the model, the rest is framing. The
 * closes a client can cause are the documented ones: 1009 for a frame over the limit and 1007
 * for text that is not UTF-8 (packages/realtime/README.md), 4009 for a bad `pusher:signin`
 * (realtime-protocol.md).
 */
function predictWire(model: ConnectionModel, frame: WireFrame): Prediction {
  if ('text' in frame) return model.predict(frame.text);
  if ('textBytes' in frame) return { now: [], later: [], pongs: 0, close: 1007 };
  const bytes = frame.binary.length;
  if (bytes > LIMITS.wsMaxPayload) return { now: [], later: [], pongs: 0, close: 1009 };
  if (bytes > LIMITS.maxMessageBytes) {
    return { now: [{ event: 'pusher:error', code: 1009 }], later: [], pongs: 0, close: 1009 };
  }
  return { now: [{ event: 'pusher:error', code: null }], later: [], pongs: 0 };
}

function send(socket: RawSocket, frame: WireFrame) {
  if ('text' in frame) socket.sendText(frame.text);
  else if ('textBytes' in frame) socket.sendTextBytes(frame.textBytes);
  else socket.sendBinary(frame.binary);
}

const show = (frame: Frame) => frame.wire.slice(0, 300);

/** A client event the witness must get. */
export type Delivery = { channel: string; event: string; data: string };

/**
 * One connection's run: each step's frames are sent, a ping after them marks where the
 * server's immediate answers end, and every frame that came is matched to an answer the model
 * owes, owed later (presence goes through the adapter) or may get at any time. Throws on the
 * first answer missing, frame unexpected, close undocumented or ping unanswered.
 * @returns the client events the witness must get, in order.
 */
export async function runConnection(
  steps: Step[],
  context: StepContext,
  port: number,
  tally: Tally,
  onAuth: (channel: string, answer: { status: number; body: unknown }) => void,
): Promise<Delivery[]> {
  const { socket, socketId } = await RawSocket.connect(port, context.app.key);
  const model = new ConnectionModel(context.app, socketId);
  const later: Want[] = [];
  const optional: Want[] = [];
  const delivered: Delivery[] = [];
  const trace: string[] = [];
  let current = 'connect';
  const fail = (why: string): never => {
    tally.record(current, 'off the protocol', 'off-schema');
    throw new Error(`${why}\n  socket ${socketId}, steps so far:\n    ${trace.join('\n    ')}`);
  };
  try {
    for (const step of steps) {
      current = step.kind;
      const frames = await framesOf(step, context, model, onAuth);
      trace.push(JSON.stringify(step).slice(0, 300));
      const predictions = frames.map((frame) => predictWire(model, frame));
      for (const frame of frames) send(socket, frame);
      const closing = predictions.find((prediction) => prediction.close !== undefined);
      if (closing) {
        const closed = await Promise.race([
          socket.closed,
          new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ANSWER_MS)),
        ]);
        tally.record(step.kind, closed ? `close ${closed.code}` : 'no close');
        if (!closed) return fail(`the connection stayed open; it must close with ${closing.close}`);
        if (closed.code !== closing.close) {
          fail(`closed with ${closed.code} (${closed.reason}); the documents say ${closing.close}`);
        }
        const received = socket.drain().filter((frame) => !isAmbient(frame, model));
        const wanted = predictions.flatMap((prediction) => prediction.now);
        for (const want of wanted) {
          const index = received.findIndex((frame) => answers(frame, want));
          if (index < 0) fail(`closed without ${describeWant(want)}`);
          received.splice(index, 1);
        }
        return delivered;
      }
      const pongs = predictions.reduce((sum, prediction) => sum + prediction.pongs, 0);
      if (!(await socket.roundTrip(pongs))) {
        const closed = socket.closedWith;
        tally.record(step.kind, closed ? `close ${closed.code}` : 'hang');
        fail(
          closed
            ? `closed with ${closed.code} (${closed.reason}) where the documents keep it open`
            : 'no pong: the connection hangs',
        );
      }
      const received = socket.drain();
      const limited = received.filter(
        (frame) =>
          frame.event === 'pusher:error' && (frame.data as { code?: unknown })?.code === 4301,
      );
      const limitable = predictions.filter((prediction) => prediction.mayBeRateLimited).length;
      if (limited.length > limitable)
        fail(`${limited.length} events refused for the rate; at most ${limitable} could be`);
      // A burst on a channel it holds (its subscription may be refused past the channel limit)
      // passes 10 a second at most: 13 or more in one go meet the limit.
      const burstHeld =
        step.kind === 'client-burst' && model.channels.has(`private-burst-${socketId}`);
      if (burstHeld && limited.length === 0) {
        fail(`${step.count} client events at once, none refused for the rate`);
      }
      // A refused event owes nothing else; one step sends one client event, or a burst whose
      // events owe nothing else either.
      const owed = predictions.flatMap((prediction) =>
        limited.length > 0 && prediction.mayBeRateLimited ? [] : prediction.now,
      );
      // Owed later may come at once (a presence join on a quick adapter, a cache miss).
      later.push(...predictions.flatMap((prediction) => prediction.later));
      for (const frame of received) {
        if (limited.includes(frame)) continue;
        const index = owed.findIndex((want) => answers(frame, want));
        if (index >= 0) {
          owed.splice(index, 1);
          continue;
        }
        const pending = later.findIndex((want) => answers(frame, want));
        if (pending >= 0) {
          later.splice(pending, 1);
          continue;
        }
        const spare = optional.findIndex((want) => answers(frame, want));
        if (spare >= 0) {
          optional.splice(spare, 1);
          continue;
        }
        if (isAmbient(frame, model)) continue;
        fail(`unexpected frame ${show(frame)}; owed ${JSON.stringify(owed)}`);
      }
      if (owed.length > 0) fail(`no ${owed.map(describeWant).join(', ')}`);
      tally.record(step.kind, limited.length > 0 ? 'rate-limited' : outcome(predictions));
      for (const prediction of predictions) {
        if (prediction.released !== undefined) {
          // What was owed on a channel left may never come (a presence join still on its way).
          for (let index = later.length - 1; index >= 0; index--) {
            const want = later[index]!;
            if ('channel' in want && want.channel === prediction.released) {
              optional.push(...later.splice(index, 1));
            }
          }
        }
        if (prediction.delivered && !(limited.length > 0 && prediction.mayBeRateLimited)) {
          if (prediction.delivered.channel === context.witness && step.kind !== 'client-burst') {
            delivered.push(prediction.delivered);
          }
        }
      }
    }
    current = 'end of run';
    for (const want of later) {
      const frame = await socket.take((candidate) => answers(candidate, want));
      if (!frame) fail(`no ${describeWant(want)} within ${ANSWER_MS} ms`);
    }
    if (!(await socket.roundTrip())) fail('no pong at the end of the run');
    for (const frame of socket.drain()) {
      const spare = optional.findIndex((want) => answers(frame, want));
      if (spare >= 0) optional.splice(spare, 1);
      else if (!isAmbient(frame, model)) fail(`unexpected frame at the end ${show(frame)}`);
    }
    return delivered;
  } finally {
    await socket.close();
  }
}

/** A short name for what the step was answered, for the tally. */
function outcome(predictions: Prediction[]): string {
  const wants = predictions.flatMap((prediction) => [...prediction.now, ...prediction.later]);
  if (wants.length === 0) return predictions.some((p) => p.pongs > 0) ? 'pong' : 'no reply';
  return [
    ...new Set(
      wants.map((want) =>
        want.event === 'pusher:error'
          ? `error ${want.code ?? 'null'}`
          : want.event === 'pusher:subscription_error'
            ? `subscription_error ${want.status}`
            : want.event.replace(/^pusher(_internal)?:/, ''),
      ),
    ),
  ].join('+');
}
