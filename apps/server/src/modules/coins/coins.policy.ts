import { isStaff, type Actor } from '../auth/actor.js';

/** Adjusting a member's coins, and reading their ledger, is general staff's (admin:general). */
export const canAdjustCoins = (actor: Actor | null): boolean => isStaff(actor);
