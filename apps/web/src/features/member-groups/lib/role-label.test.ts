import { describe, expect, it } from 'vitest';
import { groupRoleLabel, ownRoleText } from './role-label';

describe('group roles in Spanish', () => {
  it('give the owner the person’s gender', () => {
    expect(groupRoleLabel('owner', 'female')).toBe('Propietaria');
    expect(groupRoleLabel('owner', 'male')).toBe('Propietario');
    expect(groupRoleLabel('owner', 'other')).toBe('Propietario');
    expect(ownRoleText('owner', 'female')).toBe('Eres la propietaria');
    expect(ownRoleText('owner', 'male')).toBe('Eres el propietario');
  });

  it('say admin and member the same for everyone', () => {
    expect(groupRoleLabel('admin', 'female')).toBe('Admin');
    expect(ownRoleText('admin', 'female')).toBe('Eres admin');
    expect(ownRoleText('member', 'male')).toBe('Eres miembro');
  });
});
