import { z } from 'zod';

/** The value types several settings groups share, and the error a bad setting raises. */

/** Blank counts as unset: an `.env` line left as `NAME=` must not become a value. */
export const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

export const positiveInt = z.coerce.number().int().min(1);

export function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}
