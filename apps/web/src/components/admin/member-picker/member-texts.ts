import type { MemberMatch } from '@app/contract/users';

/**
 * What goes to the finder: trimmed, inner spaces collapsed, at most the 100 characters the
 * API reads; '' asks nothing.
 * @example finderTerm('  María   José ') // 'María José'
 */
export function finderTerm(typed: string): string {
  return typed.trim().replace(/\s+/g, ' ').slice(0, 100);
}

/**
 * A member's whole name as staff read it.
 * @example memberName({ firstname: 'Lucía', lastname: 'García' }) // 'Lucía García'
 */
export function memberName(member: Pick<MemberMatch, 'firstname' | 'lastname'>): string {
  return [member.firstname, member.lastname].filter(Boolean).join(' ');
}

/**
 * A Spanish phone as people write it, in groups; any other stays as stored.
 * @example phoneText('+34600112233') // '+34 600 11 22 33'
 */
export function phoneText(phone: string): string {
  const spanish = /^\+34(\d{3})(\d{2})(\d{2})(\d{2})$/.exec(phone);
  return spanish ? `+34 ${spanish.slice(1).join(' ')}` : phone;
}

/**
 * How to reach them, to tell two of the same name apart: e-mail and phone.
 * @example memberContact({ email: 'l@x.es', phone: '+34600112233' }) // 'l@x.es · +34 600 11 22 33'
 */
export function memberContact(member: Pick<MemberMatch, 'email' | 'phone'>): string {
  return [member.email, member.phone && phoneText(member.phone)].filter(Boolean).join(' · ');
}

/** The marks beside a member: suspended, a staff account. */
export function memberMarks(member: Pick<MemberMatch, 'suspended' | 'staff'>): string[] {
  return [member.staff && 'Equipo', member.suspended && 'Suspendida'].filter(
    (mark): mark is string => Boolean(mark),
  );
}

/**
 * What the list says below the box: how many more there are than those shown, or that
 * nobody matches.
 * @example finderStatus('mar', 20, 34) // 'Hay 34; se muestran 20. Escribe más para afinar.'
 */
export function finderStatus(term: string, shown: number, total: number): string {
  if (total === 0) return `Nadie coincide con «${term}».`;
  if (total > shown) return `Hay ${total}; se muestran ${shown}. Escribe más para afinar.`;
  return total === 1 ? '1 miembro encontrado.' : `${total} miembros encontrados.`;
}
