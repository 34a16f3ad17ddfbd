import { describe, expect, it } from 'vitest';
import { actors } from '../../test/actors.js';
import * as conversationPolicy from './conversation.policy.js';

// The owner (1) and the matched member (3) are in it; another member (2) and staff are not.
const conversation = { id: 7, kind: 'private' as const, memberIds: [1, 3] };

describe('conversation policy', () => {
  it.each([
    ['owner', true],
    ['matched', true],
    ['other', false],
    ['staff', false],
    ['guest', false],
  ] as const)('%s: reads, writes and marks it read %s', (who, allowed) => {
    expect(conversationPolicy.canUse(actors[who], conversation)).toBe(allowed);
  });

  it.each([
    ['owner', true],
    ['matched', false],
    ['other', false],
    ['staff', false],
    ['guest', false],
  ] as const)('%s: deletes a message of the owner’s %s', (who, allowed) => {
    const message = { userId: 1 };
    expect(conversationPolicy.canDeleteMessage(actors[who], { conversation, message })).toBe(
      allowed,
    );
  });

  it('lets nobody delete a message whose author is gone', () => {
    const message = { userId: null };
    expect(conversationPolicy.canDeleteMessage(actors.owner, { conversation, message })).toBe(
      false,
    );
  });

  it.each([
    ['friends or a wish’s pair, none yet', null, true, true],
    ['strangers, none yet', null, false, false],
    ['strangers now, one already open', 'open', false, true],
  ] as const)('opens a private one for %s: %s', (_case, existing, mayTalk, allowed) => {
    const pair = {
      userId: 2,
      existing: existing && {
        id: 5,
        kind: 'private' as const,
        lowId: 1,
        highId: 2,
        createdAt: new Date(),
        messageSeq: 0,
        lastMessageAt: null,
      },
      mayTalk,
    };
    expect(conversationPolicy.canOpenPrivate(actors.owner, pair)).toBe(allowed);
    expect(conversationPolicy.canOpenPrivate(actors.guest, pair)).toBe(false);
  });
});
