import { z } from 'zod';

/** The deploy form (spec, section 3): Android, iOS or the API SDK. */
export const APP_TYPES = ['apk', 'ios', 'sdk'] as const;
export const appType = z.enum(APP_TYPES);
export type AppType = z.infer<typeof appType>;

/** A version label: digits and dots with an optional suffix (1.8.3, 2.0.0-beta.1). */
export const deployVersion = z
  .string()
  .trim()
  .regex(/^\d{1,4}(\.\d{1,4}){0,3}([-+][0-9A-Za-z.-]{1,40})?$/, 'La versión debe ser como 1.8.3.');

export const deploy = z
  .object({
    id: z.number().int(),
    appType,
    version: z.string(),
    size: z.number().int().nullable(),
    sha256: z.string().nullable(),
    originalName: z.string().nullable(),
    uploadedBy: z.object({ id: z.number().int(), firstname: z.string() }).nullable(),
    createdAt: z.string(),
    download: z.string().nullable().meta({ description: 'Ruta de descarga (solo personal)' }),
  })
  .meta({ id: 'Deploy' });
export type Deploy = z.infer<typeof deploy>;

/** `POST /admin/text`: the changed texts, as JSON text. */
export const saveTextsRequest = z.object({
  texts: z.string().max(200_000),
});
export const textTag = z.string().regex(/^[a-z0-9_.-]{1,100}$/);
export const updateTextRequest = z.object({ lan_es: z.string().min(1).max(5000) });
