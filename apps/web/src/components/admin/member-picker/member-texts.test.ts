import { describe, expect, it } from 'vitest';
import {
  finderStatus,
  finderTerm,
  memberContact,
  memberMarks,
  memberName,
  phoneText,
} from './member-texts';

describe('the member finder texts', () => {
  it('sends what was typed tidied, and nothing for blanks', () => {
    expect(finderTerm('  María   José ')).toBe('María José');
    expect(finderTerm('   ')).toBe('');
    expect(finderTerm('x'.repeat(120))).toHaveLength(100);
  });

  it('writes names, contacts and marks', () => {
    expect(memberName({ firstname: 'Lucía', lastname: 'García' })).toBe('Lucía García');
    expect(memberName({ firstname: 'Lucía', lastname: null })).toBe('Lucía');
    expect(phoneText('+34600112233')).toBe('+34 600 11 22 33');
    expect(phoneText('+447700900123')).toBe('+447700900123');
    expect(memberContact({ email: 'l@x.es', phone: '+34600112233' })).toBe(
      'l@x.es · +34 600 11 22 33',
    );
    expect(memberContact({ email: null, phone: null })).toBe('');
    expect(memberMarks({ suspended: true, staff: false })).toEqual(['Suspendida']);
    expect(memberMarks({ suspended: false, staff: true })).toEqual(['Equipo']);
  });

  it('says how many were found, and when to type more', () => {
    expect(finderStatus('zz', 0, 0)).toBe('Nadie coincide con «zz».');
    expect(finderStatus('mar', 1, 1)).toBe('1 miembro encontrado.');
    expect(finderStatus('mar', 3, 3)).toBe('3 miembros encontrados.');
    expect(finderStatus('mar', 20, 34)).toBe('Hay 34; se muestran 20. Escribe más para afinar.');
  });
});
