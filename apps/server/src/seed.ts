import type { DeviceName } from '@app/contract/constants';
import type { Db } from './db/database.js';
import type { PasswordHasher } from './modules/auth/password.js';
import type { TokensService } from './modules/auth/tokens.service.js';
import type { ConceptsService } from './modules/concepts/concepts.service.js';
import type { DevicesService } from './modules/devices/devices.service.js';
import type { SettingsService } from './modules/info/settings.service.js';
import type { PlacesService } from './modules/places/places.service.js';
import type { TextsService } from './modules/texts/texts.service.js';
import type { UsersService } from './modules/users/users.service.js';
import { seedTestimonials } from './modules/feedback/feedback.seed.js';
import { ensureStaffAccount } from './modules/users/staff.service.js';

export type SeedDependencies = {
  db: Db;
  concepts: ConceptsService;
  places: PlacesService;
  texts: TextsService;
  devices: DevicesService;
  users: UsersService;
  hasher: PasswordHasher;
  settings: Pick<SettingsService, 'get' | 'set'>;
  tokens: Pick<TokensService, 'revokeUser'>;
  deviceKeys: Record<DeviceName, string>;
  staff: { email: string; password: string | undefined };
  announce: (message: string) => void;
};

/**
 * What `seedReferenceData` needs, taken from the services and the configuration: the server's
 * start and the demo seed prepare a database the same way.
 */
export function seedDependencies(
  services: Pick<
    SeedDependencies,
    'db' | 'concepts' | 'places' | 'texts' | 'devices' | 'users' | 'hasher' | 'settings' | 'tokens'
  >,
  config: {
    deviceKeys: Record<DeviceName, string>;
    adminEmail: string;
    adminPassword: string | undefined;
  },
  announce: (message: string) => void,
): SeedDependencies {
  const { db, concepts, places, texts, devices, users, hasher, settings, tokens } = services;
  return {
    db,
    concepts,
    places,
    texts,
    devices,
    users,
    hasher,
    settings,
    tokens,
    deviceKeys: config.deviceKeys,
    staff: { email: config.adminEmail, password: config.adminPassword },
    announce,
  };
}

/**
 * The reference data every install needs, written at each start. Each step is idempotent:
 * a second run finds everything in place and changes nothing.
 */
export async function seedReferenceData(deps: SeedDependencies): Promise<void> {
  await deps.concepts.seed();
  await deps.places.seed();
  await deps.texts.seed();
  await deps.devices.seed(deps.deviceKeys);
  await ensureStaffAccount(deps, { ...deps.staff, announce: deps.announce });
  await seedTestimonials(deps.db, deps.users);
}
