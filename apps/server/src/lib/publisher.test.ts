import { privateChannel } from '@app/contract/channels';
import { describe, expect, it } from 'vitest';
import { createPublisher, type RealtimePublish } from './publisher.js';

const message = {
  id: 1,
  createdAt: new Date(0).toISOString(),
  message: 'Hola',
  type: 'text',
  userId: 1,
  activityId: 5,
  readed: false,
  seq: 1,
  client_id: null,
  read_by: 0,
};
const tokenOf = (id: number) => String(id).padStart(64, '0');
const wstokensOf = async (ids: number[]) => new Map(ids.map((id) => [id, tokenOf(id)]));

/** A publisher whose realtime side records what it was asked to send, and when. */
function recording() {
  const sent: Array<{ channels: string[]; data: unknown; workDone: boolean }> = [];
  const state = { workDone: false };
  const publish: RealtimePublish = async (event) => {
    sent.push({ channels: event.channels, data: event.data, workDone: state.workDone });
  };
  const warnings: string[] = [];
  const publisher = createPublisher(publish, wstokensOf, {
    warn: (_obj, msg) => warnings.push(msg),
  });
  return { publisher, sent, state, warnings };
}

describe('publisher', () => {
  it('publishes what the work emitted only once the work has finished', async () => {
    const { publisher, sent, state } = recording();
    const result = await publisher.afterCommit(async (emit) => {
      emit('activity-message-new', [2, 3, 2], message);
      expect(sent).toHaveLength(0);
      state.workDone = true;
      return 'stored';
    });
    expect(result).toBe('stored');
    expect(sent).toEqual([
      {
        channels: [
          privateChannel('activity-message-new', tokenOf(2)),
          privateChannel('activity-message-new', tokenOf(3)),
        ],
        data: message,
        workDone: true,
      },
    ]);
  });

  it('publishes nothing when the work throws (a rolled-back transaction)', async () => {
    const { publisher, sent } = recording();
    await expect(
      publisher.afterCommit(async (emit) => {
        emit('activity-message-read', [2], { ids: [1] });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(sent).toHaveLength(0);
  });

  it('sends at most 100 channels an event, and nothing to nobody', async () => {
    const { publisher, sent } = recording();
    const everyone = Array.from({ length: 250 }, (_, index) => index + 1);
    await publisher.afterCommit(async (emit) => {
      emit('activity-message-read', everyone, { ids: [1] });
      emit('activity-message-read', [], { ids: [2] });
    });
    expect(sent.map((event) => event.channels.length)).toEqual([100, 100, 50]);
  });

  it('drops the events, asking nothing, when there is no realtime server', async () => {
    const asked: number[][] = [];
    const publisher = createPublisher(
      null,
      async (ids) => {
        asked.push(ids);
        return wstokensOf(ids);
      },
      { warn: () => {} },
    );
    await expect(
      publisher.afterCommit(async (emit) => {
        emit('activity-message-new', [2, 3], message);
        return 'stored';
      }),
    ).resolves.toBe('stored');
    expect(asked).toEqual([]);
  });

  it('logs a failed publish instead of failing the committed work', async () => {
    const warnings: string[] = [];
    const publisher = createPublisher(
      async () => {
        throw new Error('realtime down');
      },
      wstokensOf,
      { warn: (_obj, msg) => warnings.push(msg) },
    );
    await expect(
      publisher.afterCommit(async (emit) => {
        emit('activity-message-read', [2], { ids: [1] });
        return 'stored';
      }),
    ).resolves.toBe('stored');
    expect(warnings).toEqual(['realtime publish failed']);
  });

  it('tells its listeners of each committed event with the recipients, and never of a rollback', async () => {
    const heard: Array<{ kind: string; recipients: number[] }> = [];
    const publisher = createPublisher(async () => {}, wstokensOf, { warn: () => {} }, [
      (event) => heard.push({ kind: event.kind, recipients: [...event.wstokens.keys()] }),
      () => {
        throw new Error('a listener that fails changes nothing');
      },
    ]);
    await publisher.afterCommit(async (emit) => {
      emit('activity-message-new', [2, 3, 2], message);
    });
    await expect(
      publisher.afterCommit(async (emit) => {
        emit('activity-message-new', [4], message);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(heard).toEqual([{ kind: 'activity-message-new', recipients: [2, 3] }]);
  });

  it('takes channels back once the work has finished, before the events, and never after a rollback', async () => {
    const order: string[] = [];
    const state = { workDone: false };
    const publisher = createPublisher(
      async () => void order.push('event'),
      wstokensOf,
      { warn: () => {} },
      [],
      (channel, userIds) => order.push(`remove ${channel} ${userIds.join()} ${state.workDone}`),
    );
    await publisher.afterCommit(async (emit) => {
      emit('activity-message-read', [2], { ids: [1] });
      emit.removeFrom('presence-group.7', [2, 3]);
      emit.removeFrom('presence-group.8', []);
      state.workDone = true;
    });
    await expect(
      publisher.afterCommit(async (emit) => {
        emit.removeFrom('presence-group.9', [4]);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(order).toEqual(['remove presence-group.7 2,3 true', 'event']);
  });

  it('logs a failed removal and still publishes the events', async () => {
    const { sent, state } = recording();
    const warnings: string[] = [];
    const publisher = createPublisher(
      async (event) =>
        void sent.push({ channels: event.channels, data: event.data, workDone: state.workDone }),
      wstokensOf,
      { warn: (_obj, msg) => warnings.push(msg) },
      [],
      () => {
        throw new Error('realtime down');
      },
    );
    await publisher.afterCommit(async (emit) => {
      emit.removeFrom('presence-group.7', [2]);
      emit('activity-message-read', [2], { ids: [1] });
    });
    expect(warnings).toEqual(['realtime removal failed']);
    expect(sent).toHaveLength(1);
  });
});
