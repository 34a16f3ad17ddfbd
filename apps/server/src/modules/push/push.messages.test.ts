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
  conversationGroup: async (id: number) => (id === 5 ? 'Pádel Retiro' : undefined),
  groupName: async () => 'Pádel Retiro',
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
      body: 'Bruno te ha enviado una solicitud de amistad.',
      url: '/web/app/u/43',
      tag: 'friend-43',
    });
    expect((await friendship('friends'))?.body).toBe('Bruno ha aceptado tu solicitud de amistad.');
    expect(await friendship('none')).toBeUndefined();
  });

  it('titles a private message by its author and a group one by the group', async () => {
    const line = { ...message, message: '¿A las diez?', userId: 43, conversationId: 8 };
    const names = { ...lookups, firstName: async () => 'Bruno' };
    const push = (conversationId: number) =>
      pushFor(
        {
          kind: 'conversation-message-new',
          payload: { ...line, conversationId },
          wstokens: new Map(),
        },
        names,
      );
    expect(await push(8)).toEqual({
      kind: 'message',
      title: 'Bruno',
      body: '¿A las diez?',
      url: '/web/app/chats/c/8',
      tag: 'conversation-8',
    });
    expect(await push(5)).toMatchObject({ title: 'Pádel Retiro', body: 'Bruno: ¿A las diez?' });
  });

  it('makes one of a group invitation, an admission and a wish answer; none of other group news', async () => {
    const group = (change: 'invited' | 'admitted' | 'role') =>
      pushFor({ kind: 'group', payload: { group_id: 3, change }, wstokens: new Map() }, lookups);
    expect(await group('invited')).toEqual({
      kind: 'group',
      title: 'Te invitan a un grupo',
      body: 'Únete a Pádel Retiro y charlad en su chat.',
      url: '/web/app/g/3',
      tag: 'group-3',
    });
    expect((await group('admitted'))?.title).toBe('¡Ya estás dentro!');
    expect(await group('role')).toBeUndefined();
    const answer = await pushFor(
      {
        kind: 'wish-answer',
        payload: {
          wish: { id: 6, text: 'Correr por el Retiro' },
          user: { id: 43, firstname: 'Bruno', avatarUpdatedAt: null },
        },
        wstokens: new Map(),
      },
      lookups,
    );
    expect(answer).toEqual({
      kind: 'wish',
      title: '¡Alguien se apunta!',
      body: 'Bruno se apunta a tu deseo «Correr por el Retiro».',
      url: '/web/app/map?capas=deseos',
      tag: 'wish-6',
    });
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
