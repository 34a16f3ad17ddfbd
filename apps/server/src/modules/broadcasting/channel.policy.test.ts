import { describe, expect, it } from 'vitest';
import { actors } from '../../test/actors.js';
import * as channelPolicy from './channel.policy.js';

const ownersChannel = `private-activity-message-new.${actors.owner.wstoken}`;

describe('channel policy', () => {
  it.each([
    ['owner', true],
    ['other', false],
    ['staff', false],
    ['guest', false],
  ] as const)("%s subscribes to the owner's channel: %s", (who, allowed) => {
    expect(channelPolicy.canSubscribe(actors[who], ownersChannel)).toBe(allowed);
  });

  it.each([
    `activity-message-new.${actors.owner.wstoken}`,
    `private-unknown-kind.${actors.owner.wstoken}`,
    `private-activity-message-new.${actors.owner.wstoken}x`,
    `private-activity-message-new.${actors.owner.wstoken.toUpperCase()}`,
    'presence-activity-message-new',
    '',
  ])('refuses %j, a name that is not one of the app channels', (name) => {
    expect(channelPolicy.canSubscribe(actors.owner, name)).toBe(false);
  });

  it.each([
    ['presence-group.1', 1],
    ['presence-group.2147483647', 2_147_483_647],
    ['presence-group.2147483648', undefined],
    ['presence-group.99999999999', undefined],
    ['presence-group.0', undefined],
    ['presence-group.01', undefined],
    ['presence-group.-1', undefined],
    ['presence-group.1e3', undefined],
    ['presence-group.', undefined],
    ['presence-groups.1', undefined],
    ['private-group.1', undefined],
  ])('reads the group of %j as %j: ids past a PostgreSQL integer are no group', (name, group) => {
    expect(channelPolicy.presenceGroupOf(name)).toBe(group);
  });
});
