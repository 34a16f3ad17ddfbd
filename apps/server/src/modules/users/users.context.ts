import { isAdult } from '@app/contract/age';
import type { OwnUser, PublicUser } from '@app/contract/users';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { validationError } from '../../lib/http-errors.js';
import type { BlocksService } from '../blocks/blocks.service.js';
import type { ConceptsService } from '../concepts/concepts.service.js';
import type { PlacesService } from '../places/places.service.js';
import { loadUsers, ownView, type Counters, type UserRow } from './users.view.js';

/** `matchesCount` and `messagesCount` come from the petitions and messages of the user. */
export type CountersSource = (userId: number) => Promise<Counters>;

/**
 * What other modules erase with an account, inside its transaction and before the user row
 * goes: its tokens (revoked, so realtime sockets hear of it), its verifications and outbox.
 * What cannot be undone with the transaction (removing files) an eraser returns, to be done
 * once the erasure has committed: a rolled-back erasure must leave everything as it was.
 */
export type Eraser = (user: UserRow, tx: Db) => Promise<void | AfterErasure>;
export type AfterErasure = () => Promise<void>;

export type UsersDependencies = {
  concepts: Pick<ConceptsService, 'options' | 'checkOptions' | 'optionIdsOf'>;
  places: Pick<PlacesService, 'cities' | 'checkCity' | 'cityIdsWithin'>;
  counters: CountersSource;
  erasers: Eraser[];
  /** Blocked pairs are nobody to each other (decision 0022). */
  blocks: Pick<BlocksService, 'notBlockedWith'>;
  /** Absent in the server (lib/clock.ts). */
  clock?: Clock | undefined;
};

/**
 * What every use case of users shares: the dependencies, the checks of fields that depend on
 * stored data (age, options, city), and the views of members (public and the owner's).
 */
export function usersContext(db: Db, deps: UsersDependencies) {
  const { concepts, places, counters } = deps;
  const checkOptions = concepts.checkOptions;
  const checkCity = (cityId: number) => places.checkCity(cityId);

  async function checkBirthdate(birthdate: string): Promise<void> {
    if (!isAdult(birthdate, new Date())) {
      throw validationError({ birthdate: ['Debes tener 18 años o más.'] });
    }
  }

  async function publicViews(ids: number[]): Promise<Map<number, PublicUser>> {
    const loaded = await loadUsers(db, deps, [...new Set(ids)]);
    return new Map([...loaded].map(([id, entry]) => [id, entry.public]));
  }

  async function publicView(id: number): Promise<PublicUser | undefined> {
    return (await publicViews([id])).get(id);
  }

  async function ownerView(id: number): Promise<OwnUser | undefined> {
    const loaded = (await loadUsers(db, deps, [id])).get(id);
    if (!loaded) return undefined;
    return ownView(loaded.row, loaded.public, await counters(id));
  }

  return {
    db,
    ...deps,
    checkOptions,
    checkCity,
    checkBirthdate,
    publicViews,
    publicView,
    ownerView,
  };
}

export type UsersContext = ReturnType<typeof usersContext>;
