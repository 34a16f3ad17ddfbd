import type { GroupRole } from '@app/contract/groups';
import { gendered, type Gender } from '@app/contract/spanish-gender';

/**
 * A role in a group as it reads beside a person: "Propietaria", "Propietario", "Admin",
 * "Miembro" (the last two are the same for everyone). Someone whose gender is not known reads
 * in the generic form.
 * @example groupRoleLabel('owner', 'female') // 'Propietaria'
 */
export function groupRoleLabel(role: GroupRole, gender: Gender): string {
  switch (role) {
    case 'owner':
      return gendered(gender, { female: 'Propietaria', male: 'Propietario' });
    case 'admin':
      return 'Admin';
    case 'member':
      return 'Miembro';
  }
}

/**
 * The member's own role, in a sentence: "Eres la propietaria", "Eres admin", "Eres miembro".
 * @example ownRoleText('owner', 'male') // 'Eres el propietario'
 */
export function ownRoleText(role: GroupRole, gender: Gender): string {
  if (role === 'owner') {
    return gendered(gender, { female: 'Eres la propietaria', male: 'Eres el propietario' });
  }
  return `Eres ${groupRoleLabel(role, gender).toLowerCase()}`;
}
