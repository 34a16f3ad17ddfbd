import type { Db } from '../../db/database.js';
import { accounts } from './accounts.js';
import { memberFinder } from './member-finder.js';
import { peopleSearch } from './people-search.js';
import { profile } from './profile.js';
import { usersContext, type UsersDependencies } from './users.context.js';
import { userQueries } from './users.queries.js';

export {
  type AfterErasure,
  type CountersSource,
  type Eraser,
  type UsersDependencies,
} from './users.context.js';
export type { NewUser } from './accounts.js';
export type { ProfileChanges } from './profile.js';
export type { UserFilter } from './people-search.js';
export type { ExportedProfile, PersonFace } from './users.view.js';

/**
 * Accounts, profiles and people search: one file per use case over a shared context
 * (users.context.ts): reading members (users.queries.ts, what other modules call), an
 * account's life, editing the profile, the staff's member finder and people to meet. The
 * public service is their union.
 */
export function createUsersService(db: Db, deps: UsersDependencies) {
  const context = usersContext(db, deps);
  return {
    ...userQueries(context),
    ...accounts(context),
    ...profile(context),
    ...memberFinder(context),
    ...peopleSearch(context),
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
