import { describe, expect, it } from 'vitest';
import { actors } from '../../test/actors.js';
import * as chatPolicy from './chat.policy.js';

// The owner hosts; the matched member is the one person matched.
const chat = { activityId: 5, hostId: actors.owner.userId, memberIds: [actors.matched.userId] };
const ownMessage = (who: 'owner' | 'matched') => ({
  chat,
  message: { userId: actors[who].userId },
});

describe('chat policy', () => {
  it.each([
    ['owner', true, true],
    ['matched', true, false],
    ['other', false, false],
    ['staff', false, false],
    ['guest', false, false],
  ] as const)('%s: read and mark read %s, write as host %s', (who, read, asHost) => {
    expect(chatPolicy.canRead(actors[who], chat)).toBe(read);
    expect(chatPolicy.canMarkRead(actors[who], chat)).toBe(read);
    expect(chatPolicy.canWriteAsHost(actors[who], chat)).toBe(asHost);
  });

  it('lets the host and the matched person delete their own messages only', () => {
    expect(chatPolicy.canDeleteMessage(actors.owner, ownMessage('owner'))).toBe(true);
    expect(chatPolicy.canDeleteMessage(actors.matched, ownMessage('matched'))).toBe(true);
    expect(chatPolicy.canDeleteMessage(actors.owner, ownMessage('matched'))).toBe(false);
    expect(chatPolicy.canDeleteMessage(actors.matched, ownMessage('owner'))).toBe(false);
    expect(chatPolicy.canDeleteMessage(actors.staff, ownMessage('owner'))).toBe(false);
    expect(chatPolicy.canDeleteMessage(actors.guest, ownMessage('owner'))).toBe(false);
  });

  it('closes the chat to someone who wrote in it and then left', () => {
    const left = { ...chat, memberIds: [] };
    expect(chatPolicy.canRead(actors.matched, left)).toBe(false);
    expect(
      chatPolicy.canDeleteMessage(actors.matched, { chat: left, message: { userId: 3 } }),
    ).toBe(false);
  });

  it('keeps anonymised messages (no author) from everyone', () => {
    expect(chatPolicy.canDeleteMessage(actors.owner, { chat, message: { userId: null } })).toBe(
      false,
    );
  });
});
