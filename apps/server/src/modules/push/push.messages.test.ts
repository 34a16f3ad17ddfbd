import { describe, expect, it } from 'vitest';
import { pushFor, shorten } from './push.messages.js';

const message = {
  id: 9,
  createdAt: new Date(0).toISOString(),
  message: 'x'.repeat(300),
  type: 'text',
  userId: null,
  activityId: 4,
  readed: false,
  seq: 3,
  client_id: null,
  read_by: 0,
};
const lookups = {
  activityText: async () => undefined,
  firstName: async () => undefined,
  blockedWith: async () => new Set<number>(),
};

describe('push texts', () => {
  it('shortens at a word, with an ellipsis, and flattens line breaks', () => {
    expect(shorten('Pádel en el Retiro, nivel medio', 20)).toBe('Pádel en el Retiro,…');
    expect(shorten('Corto', 20)).toBe('Corto');
    expect(shorten('una\n\nlínea   sola', 40)).toBe('una línea sola');
    expect(shorten('x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`);
  });

  it('makes a push of a message even when its author and plan are gone', async () => {
    const push = await pushFor(
      { kind: 'activity-message-new', payload: message, wstokens: new Map() },
      lookups,
    );
    expect(push).toEqual({
      kind: 'message',
      title: 'Nuevo mensaje',
      body: `Alguien: ${'x'.repeat(139)}…`,
      url: '/web/app/chats/4',
      tag: 'chat-4',
    });
  });

  it('makes one of a friend request and of a friendship, none of their ending', async () => {
    const user = { id: 43, firstname: 'Bruno', avatarUpdatedAt: null };
    const friendship = (status: 'received' | 'friends' | 'none') =>
      pushFor({ kind: 'friendship', payload: { user, status }, wstokens: new Map() }, lookups);
    expect(await friendship('received')).toEqual({
      kind: 'friend',
      title: 'Solicitud de amistad',
      body: 'Bruno quiere ser tu amigo o amiga.',
      url: '/web/app/u/43',
      tag: 'friend-43',
    });
    expect((await friendship('friends'))?.body).toBe('Bruno y tú ya sois amigos.');
    expect(await friendship('none')).toBeUndefined();
  });

  it('makes none of deletions and read receipts', async () => {
    expect(
      await pushFor(
        { kind: 'activity-message-read', payload: { ids: [1] }, wstokens: new Map() },
        lookups,
      ),
    ).toBeUndefined();
    expect(
      await pushFor(
        { kind: 'activity-message-delete', payload: message, wstokens: new Map() },
        lookups,
      ),
    ).toBeUndefined();
  });
});
