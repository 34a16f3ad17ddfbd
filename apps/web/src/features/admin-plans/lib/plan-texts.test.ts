import type { PlanGrant } from '@app/contract/plans';
import { describe, expect, it } from 'vitest';
import {
  daysText,
  grantedNotice,
  grantPeriodText,
  grantState,
  personName,
  renewsText,
  revokeTitle,
  SOURCE_LABELS,
} from './plan-texts';

// Midday in UTC: the same calendar day on any clock the tests may run on.
const grant: PlanGrant = {
  id: 7,
  user: { id: 42, firstname: 'Marina', avatarUpdatedAt: null },
  plan: 'premium',
  starts_at: '2025-03-01T12:00:00.000Z',
  ends_at: '2025-03-31T12:00:00.000Z',
  note: 'Ganadora del sorteo de marzo',
  granted_by: { id: 1, firstname: 'Lucía', avatarUpdatedAt: null },
  createdAt: '2025-03-01T12:00:00.000Z',
  revoked_at: null,
  revoked_by: null,
  revoke_note: null,
};

describe('plan texts', () => {
  it('names where a plan comes from and whether it renews', () => {
    expect(SOURCE_LABELS).toEqual({ subscription: 'Suscripción', grant: 'Regalo del equipo' });
    expect(renewsText(true)).toBe('Se renueva');
    expect(renewsText(false)).toBe('No se renueva');
  });

  it('names an erased account', () => {
    expect(personName({ firstname: 'Marina' })).toBe('Marina');
    expect(personName({ firstname: '' })).toBe('Cuenta eliminada');
    expect(personName(null)).toBe('Cuenta eliminada');
  });

  it('counts days, one and many', () => {
    expect(daysText(1)).toBe('1 día');
    expect(daysText(30)).toBe('30 días');
  });

  it('says a grant’s period in Spanish dates', () => {
    expect(grantPeriodText(grant)).toBe('Del 1 de marzo de 2025 al 31 de marzo de 2025 (30 días)');
  });

  it('tells a notice of the grant just given', () => {
    expect(grantedNotice(grant)).toBe('Plan dado a Marina hasta el 31 de marzo de 2025.');
    expect(revokeTitle(grant)).toBe('Retirar Premium a Marina');
  });
});

describe('grantState', () => {
  const during = new Date('2025-03-10T12:00:00.000Z');

  it('leaves a grant under way to be revoked', () => {
    expect(grantState(grant, during)).toEqual({ kind: 'active' });
  });

  it('says when a grant ended on its own', () => {
    expect(grantState(grant, new Date('2025-04-02T12:00:00.000Z'))).toEqual({
      kind: 'ended',
      text: 'Terminó el 31 de marzo de 2025',
    });
  });

  it('says when, by whom and why a grant was revoked', () => {
    const revoked = {
      ...grant,
      revoked_at: '2025-03-05T12:00:00.000Z',
      revoked_by: { id: 1, firstname: 'Lucía', avatarUpdatedAt: null },
      revoke_note: 'Concedido por error',
    };
    expect(grantState(revoked, during)).toEqual({
      kind: 'revoked',
      text: 'Retirada el 5 de marzo de 2025 por Lucía: Concedido por error',
    });
    expect(grantState({ ...revoked, revoked_by: null, revoke_note: null }, during)).toEqual({
      kind: 'revoked',
      text: 'Retirada el 5 de marzo de 2025 por una cuenta eliminada',
    });
  });
});
