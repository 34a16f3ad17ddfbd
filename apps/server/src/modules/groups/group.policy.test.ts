import type { GroupRole, GroupVisibility } from '@app/contract/groups';
import { describe, expect, it } from 'vitest';
import { actors } from '../../test/actors.js';
import * as groupPolicy from './group.policy.js';

const member = actors.other;
const group = (visibility: GroupVisibility, role: GroupRole | null) => ({
  id: 5,
  visibility,
  role,
});
const roles = ['owner', 'admin', 'member', null] as const;

describe('group policy', () => {
  it('shows a group’s card to anyone signed in, never to a guest', () => {
    for (const role of roles) {
      expect(groupPolicy.canView(member, group('private', role))).toBe(true);
      expect(groupPolicy.canView(actors.guest, group('public', role))).toBe(false);
    }
  });

  it.each([
    ['public', null, true, false],
    ['private', null, false, false],
    ['private', 'member', true, true],
    ['public', 'admin', true, true],
  ] as const)(
    'a %s group, as %s: the member list %s, the activities %s',
    (visibility, role, members, activities) => {
      expect(groupPolicy.canSeeMembers(member, group(visibility, role))).toBe(members);
      expect(groupPolicy.canSeeActivities(member, group(visibility, role))).toBe(activities);
      expect(groupPolicy.canSeeMembers(actors.guest, group(visibility, role))).toBe(false);
    },
  );

  it.each([
    ['owner', true, true, true, true],
    ['admin', true, true, true, false],
    ['member', false, true, false, false],
    [null, false, false, false, false],
  ] as const)(
    'as %s: manages %s, invites to a public group %s and a private one %s, owns %s',
    (role, manage, invitePublic, invitePrivate, own) => {
      expect(groupPolicy.canManage(member, group('private', role))).toBe(manage);
      expect(groupPolicy.canInvite(member, group('public', role))).toBe(invitePublic);
      expect(groupPolicy.canInvite(member, group('private', role))).toBe(invitePrivate);
      expect(groupPolicy.canOwn(member, group('public', role))).toBe(own);
    },
  );

  it.each([
    ['owner', ['admin', 'member']],
    ['admin', ['member']],
    ['member', []],
    [null, []],
  ] as const)('as %s: removes %j, and never the owner', (role, removable) => {
    for (const target of ['owner', 'admin', 'member'] as const) {
      expect(groupPolicy.canRemove(member, group('public', role), target)).toBe(
        (removable as readonly string[]).includes(target),
      );
    }
  });

  it('lets a removal through as canRemove says, never of oneself, and on to a 404 for nobody', () => {
    const asAdmin = group('private', 'admin');
    const removal = (targetId: number, targetRole: GroupRole | null) => ({
      group: asAdmin,
      targetId,
      targetRole,
    });
    expect(groupPolicy.canRemoveMember(member, removal(4, 'member'))).toBe(true);
    expect(groupPolicy.canRemoveMember(member, removal(4, 'admin'))).toBe(false);
    expect(groupPolicy.canRemoveMember(member, removal(member.userId, 'member'))).toBe(false);
    // Someone not in the group: a member of it hears 404 from the service, others 403 here.
    expect(groupPolicy.canRemoveMember(member, removal(4, null))).toBe(true);
    expect(
      groupPolicy.canRemoveMember(member, {
        group: group('private', null),
        targetId: 4,
        targetRole: null,
      }),
    ).toBe(false);
  });

  it('gives a guest nothing, whatever role the group names', () => {
    const ref = group('public', 'owner');
    expect(groupPolicy.canManage(actors.guest, ref)).toBe(false);
    expect(groupPolicy.canInvite(actors.guest, ref)).toBe(false);
    expect(groupPolicy.canRemove(actors.guest, ref, 'member')).toBe(false);
    expect(groupPolicy.canOwn(actors.guest, ref)).toBe(false);
  });
});
