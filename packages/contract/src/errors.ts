import { z } from 'zod';

/**
 * Every failed call answers in Laravel's shape: a message, and for validation failures the
 * messages of each field (dot paths, as Laravel writes `location.lat`).
 */
export const errorResponse = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof errorResponse>;
