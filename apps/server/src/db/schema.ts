// Every table, for drizzle-kit and the typed database handle. Each module owns its own.
export * from '../modules/concepts/concepts.schema.js';
export * from '../modules/devices/devices.schema.js';
export * from '../modules/info/settings.schema.js';
export * from '../modules/places/places.schema.js';
export * from '../modules/texts/texts.schema.js';
export * from '../modules/users/users.schema.js';
export * from '../modules/auth/auth.schema.js';
export * from '../modules/notifications/outbox.schema.js';
export * from '../modules/photos/photos.schema.js';
export * from '../modules/feedback/feedback.schema.js';
export * from '../modules/activities/activities.schema.js';
export * from '../modules/matches/matches.schema.js';
export * from '../modules/messages/messages.schema.js';
export * from '../modules/petitions/petitions.schema.js';
export * from '../modules/deploys/deploys.schema.js';
export * from '../modules/push/push.schema.js';
export * from '../modules/deck/deck.schema.js';
