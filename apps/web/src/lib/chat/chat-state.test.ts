import type { Message } from '@app/contract/activities';
import { describe, expect, it } from 'vitest';
import { chatReducer, EMPTY_CHAT, newest, oldest, unreadByMe, type ChatState } from './chat-state';

const message = (id: number, seq: number, fields: Partial<Message> = {}): Message => ({
  id,
  seq,
  createdAt: `2026-11-23T10:${String(seq).padStart(2, '0')}:00.000Z`,
  message: `m${seq}`,
  type: 'text',
  userId: 2,
  activityId: 7,
  readed: false,
  client_id: null,
  read_by: 0,
  ...fields,
});

const texts = (state: ChatState) => state.messages.map((m) => m.message);

describe('chatReducer', () => {
  it('keeps each message once, in send order, whatever order pages and events come in', () => {
    let state = chatReducer(EMPTY_CHAT, {
      type: 'history',
      messages: [message(13, 3), message(14, 4)],
      hasOlder: true,
    });
    state = chatReducer(state, { type: 'received', messages: [message(15, 5)] });
    // A catch-up after a break brings back what a live event already delivered.
    state = chatReducer(state, { type: 'received', messages: [message(15, 5), message(16, 6)] });
    state = chatReducer(state, {
      type: 'history',
      messages: [message(11, 1), message(12, 2)],
      hasOlder: false,
    });
    expect(texts(state)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5', 'm6']);
    expect(state.hasOlder).toBe(false);
    expect(oldest(state)?.id).toBe(11);
    expect(newest(state)?.id).toBe(16);
  });

  it('shows a send at once, marks it failed, and drops it when the stored copy arrives', () => {
    let state = chatReducer(EMPTY_CHAT, {
      type: 'sending',
      pending: { clientId: 'c1', message: 'Hola', createdAt: '2026-11-23T10:00:00.000Z' },
    });
    expect(state.pending).toMatchObject([{ clientId: 'c1', status: 'sending' }]);
    state = chatReducer(state, { type: 'failed', clientId: 'c1' });
    expect(state.pending[0]!.status).toBe('failed');
    state = chatReducer(state, { type: 'retrying', clientId: 'c1' });
    expect(state.pending[0]!.status).toBe('sending');
    const stored = message(20, 1, { client_id: 'c1', userId: 1, message: 'Hola' });
    state = chatReducer(state, { type: 'received', messages: [stored] });
    // And once more, as another device's live echo: still one.
    state = chatReducer(state, { type: 'received', messages: [stored] });
    expect(state.pending).toEqual([]);
    expect(texts(state)).toEqual(['Hola']);
  });

  it('removes a deleted message and counts readers of mine', () => {
    let state = chatReducer(EMPTY_CHAT, {
      type: 'received',
      messages: [message(1, 1, { userId: 1 }), message(2, 2, { userId: 1 })],
    });
    state = chatReducer(state, { type: 'read-by-other', ids: [1] });
    state = chatReducer(state, { type: 'read-by-other', ids: [1, 2] });
    expect(state.messages.map((m) => m.read_by)).toEqual([2, 1]);
    state = chatReducer(state, { type: 'deleted', id: 1 });
    expect(state.messages.map((m) => m.id)).toEqual([2]);
  });

  it("lists the others' unread messages, and forgets them once read", () => {
    let state = chatReducer(EMPTY_CHAT, {
      type: 'received',
      messages: [message(1, 1, { userId: 1 }), message(2, 2), message(3, 3, { readed: true })],
    });
    expect(unreadByMe(state, 1)).toEqual([2]);
    state = chatReducer(state, { type: 'read-by-me', ids: [2] });
    expect(unreadByMe(state, 1)).toEqual([]);
  });
});
