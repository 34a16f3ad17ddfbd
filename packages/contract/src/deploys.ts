import { z } from 'zod';
import { formBoolean } from './fields.js';
import { requiredChoice, requiredText } from './form-fields.js';
import { FORM_MESSAGES } from './messages.js';

/** The deploy form (spec, section 3): Android, iOS or the API SDK. */
export const APP_TYPES = ['apk', 'ios', 'sdk'] as const;
export const appType = z.enum(APP_TYPES);
export type AppType = z.infer<typeof appType>;
const isAppType = (value: unknown): value is AppType => appType.safeParse(value).success;

/** A version label: digits and dots with an optional suffix (1.8.3, 2.0.0-beta.1). */
export const deployVersion = z
  .string()
  .trim()
  // Empty is a missing version ('Campo requerdio.'), not one of the wrong form.
  .min(1, { abort: true })
  .regex(/^\d{1,4}(\.\d{1,4}){0,3}([-+][0-9A-Za-z.-]{1,40})?$/, 'La versión debe ser como 1.8.3.');

/**
 * `POST /admin/deploy`'s text fields (the build itself is the `file` part). A version lower
 * than the current one of its type is refused (409) unless `confirm_downgrade` is 1.
 */
export const deployRequest = z.object({
  appType,
  version: deployVersion,
  confirm_downgrade: formBoolean.optional().meta({
    description: 'Confirma que la versión, anterior a la actual, pase a ser la actual',
  }),
});
export type DeployRequest = z.infer<typeof deployRequest>;

/** Whether builds of this type come with a file (sdk has none). */
export const needsFile = (type: AppType): type is Exclude<AppType, 'sdk'> => type !== 'sdk';

/**
 * The deploy form (spec, section 5): Tipo and Version required, the version as the API takes
 * it, and the build's file for apk and ios. The file rule runs even while another field is
 * wrong (`when`), so every missing field is named at once.
 */
export const deployForm = z
  .object({
    appType: requiredChoice(APP_TYPES),
    version: requiredText.pipe(deployVersion),
    file: z.custom<File>((value) => value instanceof File).nullable(),
  })
  .refine((form) => !needsFile(form.appType) || form.file !== null, {
    path: ['file'],
    message: FORM_MESSAGES.required,
    when: ({ value }) => isAppType((value as { appType?: unknown } | undefined)?.appType),
  });
export type DeployForm = z.input<typeof deployForm>;

/** The names the deploy form gives each type (spec, section 4). */
export const APP_TYPE_NAMES: Record<AppType, string> = {
  apk: 'Android APK',
  ios: 'iOS APK',
  sdk: 'API SDK',
};

/** The 409 of a version lower than the current one, and of its `version` field. */
export const downgradeMessage = (type: AppType, version: string, current: string) =>
  `La versión ${version} es anterior a la actual de ${APP_TYPE_NAMES[type]} (${current}).`;

/**
 * Compares two version labels as versions, not as text: negative when `a` is lower, 0 when
 * equal, positive when higher. Missing numbers count as 0 (1.9 = 1.9.0); a pre-release is
 * lower than its release (2.0.0-beta.1 < 2.0.0) and pre-releases compare by their dot-separated
 * parts, numbers numerically (semver's rules); build metadata (+…) is ignored.
 * @example compareVersions('1.10.0', '1.9.2') > 0 // true
 */
export function compareVersions(a: string, b: string): number {
  const parse = (label: string) => {
    const [core = '', pre] = label.trim().split('+')[0]!.split(/-(.*)/s);
    return { numbers: core.split('.').map(Number), pre: pre ? pre.split('.') : [] };
  };
  const [left, right] = [parse(a), parse(b)];
  for (let index = 0; index < Math.max(left.numbers.length, right.numbers.length); index += 1) {
    const difference = (left.numbers[index] ?? 0) - (right.numbers[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  // Same numbers: a release is above any of its pre-releases.
  if (left.pre.length === 0 || right.pre.length === 0) {
    return Math.sign(right.pre.length - left.pre.length);
  }
  for (let index = 0; index < Math.max(left.pre.length, right.pre.length); index += 1) {
    const [x, y] = [left.pre[index], right.pre[index]];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    if (x === y) continue;
    const [xNumber, yNumber] = [/^\d+$/.test(x), /^\d+$/.test(y)];
    if (xNumber && yNumber) return Math.sign(Number(x) - Number(y));
    if (xNumber !== yNumber) return xNumber ? -1 : 1;
    return x < y ? -1 : 1;
  }
  return 0;
}

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
