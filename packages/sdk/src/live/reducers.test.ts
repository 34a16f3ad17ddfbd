import { describe, expect, it } from 'vitest';
import { message, petition } from '../test/fixtures.js';
import {
  EMPTY_NOTIFICATIONS,
  messageDeleted,
  messageReceived,
  messagesRead,
  petitionReceived,
  reduceLiveEvent,
} from './reducers.js';

const state = (overrides = {}) => ({ ...EMPTY_NOTIFICATIONS, ...overrides });

describe('the petition reducer (spec, section 4)', () => {
  it('a new (pending) petition goes to the top of the list and matchesCount rises by 1', () => {
    const older = petition({ id: 1 });
    const next = petitionReceived(
      state({ petitions: [older], matchesCount: 1 }),
      petition({ id: 2 }),
    );
    expect(next.petitions.map((p) => p.id)).toEqual([2, 1]);
    expect(next.matchesCount).toBe(2);
  });

  it('an accepted petition is removed from the pending list and matchesCount drops by 1', () => {
    const pending = petition({ id: 1 });
    const next = petitionReceived(
      state({ petitions: [pending], matchesCount: 3 }),
      petition({ id: 1, readed: true, acepted: true }),
    );
    expect(next.petitions).toEqual([]);
    expect(next.matchesCount).toBe(2);
  });

  it('a refused petition is removed from the pending list and matchesCount drops by 1', () => {
    const next = petitionReceived(
      state({ petitions: [petition({ id: 1 }), petition({ id: 2 })], matchesCount: 2 }),
      petition({ id: 2, readed: true, refused: true }),
    );
    expect(next.petitions.map((p) => p.id)).toEqual([1]);
    expect(next.matchesCount).toBe(1);
  });

  it('matchesCount does not drop below 0', () => {
    const next = petitionReceived(state(), petition({ acepted: true }));
    expect(next.matchesCount).toBe(0);
  });

  it('the same pending petition delivered twice is counted once', () => {
    const once = petitionReceived(state(), petition({ id: 5 }));
    const twice = petitionReceived(once, petition({ id: 5 }));
    expect(twice.matchesCount).toBe(1);
    expect(twice.petitions).toHaveLength(1);
  });
});

describe('the message reducers (spec, section 4)', () => {
  it('new: messagesCount rises by 1 and the message is added', () => {
    const first = messageReceived(state({ messagesCount: 4 }), message({ id: 1 }));
    const second = messageReceived(first, message({ id: 2 }));
    expect(second.messages.map((m) => m.id)).toEqual([1, 2]);
    expect(second.messagesCount).toBe(6);
  });

  it('new: the same message delivered twice is counted once', () => {
    const once = messageReceived(state(), message({ id: 1 }));
    expect(messageReceived(once, message({ id: 1 }))).toBe(once);
  });

  it('delete: the message is removed and the count lowered', () => {
    const next = messageDeleted(
      state({ messages: [message({ id: 1 }), message({ id: 2 })], messagesCount: 2 }),
      { id: 1 },
    );
    expect(next.messages.map((m) => m.id)).toEqual([2]);
    expect(next.messagesCount).toBe(1);
  });

  it('delete: the count does not go below 0', () => {
    expect(messageDeleted(state(), { id: 1 }).messagesCount).toBe(0);
  });

  it('read with a list of ids: those messages are removed and the count lowered for each removed one', () => {
    const next = messagesRead(
      state({
        messages: [message({ id: 1 }), message({ id: 2 }), message({ id: 3 })],
        messagesCount: 7,
      }),
      { ids: [1, 3, 99] },
    );
    expect(next.messages.map((m) => m.id)).toEqual([2]);
    expect(next.messagesCount).toBe(5);
  });

  it('read: the count does not go below 0', () => {
    const next = messagesRead(
      state({ messages: [message({ id: 1 }), message({ id: 2 })], messagesCount: 1 }),
      { ids: [1, 2] },
    );
    expect(next.messagesCount).toBe(0);
  });

  it('read: ids that match nothing, or a malformed payload, change nothing', () => {
    const before = state({ messages: [message({ id: 1 })], messagesCount: 1 });
    expect(messagesRead(before, { ids: [2] })).toBe(before);
    expect(messagesRead(before, {} as { ids: number[] })).toBe(before);
  });
});

describe('reduceLiveEvent', () => {
  it('routes both petition channels to the petition reducer and each message channel to its own', () => {
    let current = state();
    current = reduceLiveEvent(current, {
      kind: 'petition-petitions_types-match-me',
      payload: petition({ id: 1 }),
    });
    current = reduceLiveEvent(current, {
      kind: 'petition-petitions_types-match-from',
      payload: petition({ id: 1, acepted: true }),
    });
    current = reduceLiveEvent(current, {
      kind: 'activity-message-new',
      payload: message({ id: 1 }),
    });
    current = reduceLiveEvent(current, {
      kind: 'activity-message-new',
      payload: message({ id: 2 }),
    });
    current = reduceLiveEvent(current, {
      kind: 'activity-message-delete',
      payload: message({ id: 1 }),
    });
    current = reduceLiveEvent(current, { kind: 'activity-message-read', payload: { ids: [2] } });
    expect(current).toEqual(EMPTY_NOTIFICATIONS);
  });
});
