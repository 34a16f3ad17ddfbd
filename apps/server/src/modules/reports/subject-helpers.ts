import type { Activity } from '@app/contract/activities';
import { HttpError } from '../../lib/http-errors.js';
import { personRef } from '../../lib/person-ref.js';
import type { UsersService } from '../users/users.service.js';

/**
 * What the modules' report subjects share (each module declares its own in its module.ts,
 * decision 0024): a thing gone is undefined, and the words staff see of people and plans.
 */

/** A load that answers 404, as undefined: the reported thing is gone. */
export const unlessMissing = <T>(load: Promise<T>) =>
  load.catch((error: unknown) => {
    if (error instanceof HttpError && error.statusCode === 404) return undefined;
    throw error;
  });

/** Someone as the queue names them, or null for nobody (an erased account). */
export const personOf = (users: Pick<UsersService, 'names'>) => async (id: number | null) => {
  const user = id === null ? undefined : (await users.names([id])).get(id);
  return user ? personRef(user) : null;
};

export const fullName = (user: { firstname: string; lastname: string | null }) =>
  [user.firstname, user.lastname].filter(Boolean).join(' ');
export const planTitle = (plan: Activity) => plan.discipline?.name ?? plan.type?.name ?? 'Plan';
export const planPlace = (plan: Activity) =>
  [plan.location.address, plan.city?.name].filter(Boolean).join(', ') || null;

/** A reported message and the lines around it, as its report keeps them. */
export const reportedMessage = (
  message: { id: number; userId: number; message: string },
  around: { id: number; userId: number | null; message: string }[],
) => ({
  ownerId: message.userId,
  snapshot: message.message,
  context: around.map((line) => ({
    authorId: line.userId,
    text: line.message,
    reported: line.id === message.id,
  })),
});

/** The fields of a view that a kind of subject does not have. */
export const nothingElse = { starts_at: null, place: null, chat: null };
