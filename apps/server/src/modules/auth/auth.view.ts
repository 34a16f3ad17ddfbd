import type { apiTokens } from './auth.schema.js';

type TokenRow = typeof apiTokens.$inferSelect;

/** A session as the data export holds it: the device and the dates, never the token. */
export const exportedSession = (row: {
  device_name: TokenRow['name'];
  createdAt: TokenRow['createdAt'];
  lastUsedAt: TokenRow['lastUsedAt'];
  expiresAt: TokenRow['expiresAt'];
}) => ({
  device_name: row.device_name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});
