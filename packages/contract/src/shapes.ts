import { z } from 'zod';
import { formNumber } from './fields.js';

/** A concept option as the views show it. */
export const optionView = z.object({ id: z.number().int(), tag: z.string(), name: z.string() });

/** A city as the views show it. */
export const cityView = z.object({
  id: z.number().int(),
  name: z.string(),
  lat: z.number(),
  lon: z.number(),
  timezone: z.string(),
});

export const latitude = formNumber(z.number().min(-90).max(90));
export const longitude = formNumber(z.number().min(-180).max(180));

/** A list filter by distance: within `km` of a point. */
export const nearFilter = z.object({
  lat: latitude,
  lon: longitude,
  km: formNumber(z.number().positive().max(20_000)),
});
