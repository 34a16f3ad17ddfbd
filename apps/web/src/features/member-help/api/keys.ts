/** The member's messages to the team (Ayuda). */
export const helpKeys = { mine: ['help', 'mine'] as const };
