import { needsFile, type AppType } from '@app/contract/deploys';

/** What a file picker knows of a file. */
export type PickedFile = { name: string; type: string };

type Accepted = {
  /** The type the spec names (section 4). */
  mimeType: string;
  extension: string;
  /** Other types systems give these files. */
  aliases: readonly string[];
  /** What the form says it takes, as in "Solo {description}." */
  description: string;
};

/** The file each app type takes (spec, section 4); sdk has no file. */
export const ACCEPTED_FILES: Record<Exclude<AppType, 'sdk'>, Accepted> = {
  apk: {
    mimeType: 'application/vnd.android.package-archive',
    extension: '.apk',
    aliases: [],
    description: 'un paquete de Android (.apk)',
  },
  ios: {
    mimeType: 'application/octet-stream',
    extension: '.ipa',
    aliases: ['application/x-itunes-ipa', 'application/x-ios-app'],
    description: 'un binario de iOS (.ipa)',
  },
};

/** The picker's `accept` attribute: the type, and the extension for systems that lack it. */
export function acceptAttribute(appType: AppType): string | undefined {
  if (!needsFile(appType)) return undefined;
  const { mimeType, extension } = ACCEPTED_FILES[appType];
  return `${mimeType},${extension}`;
}

/**
 * Whether a picked file fits the app type: its type is the accepted one, or the browser could
 * not tell the type (none, or the generic binary one) and the name has the right extension.
 * @example acceptsFile('apk', { name: 'app.apk', type: 'application/vnd.android.package-archive' }) // true
 */
export function acceptsFile(appType: AppType, file: PickedFile): boolean {
  if (!needsFile(appType)) return false;
  const accepted = ACCEPTED_FILES[appType];
  if (file.type === accepted.mimeType) return true;
  const unknownType =
    file.type === '' ||
    file.type === 'application/octet-stream' ||
    accepted.aliases.includes(file.type);
  return unknownType && file.name.toLowerCase().endsWith(accepted.extension);
}

/**
 * The one file to keep from a pick or a drop (spec, section 5: only the first counts), or
 * null with the reason when it does not fit.
 */
export function pickFile<F extends PickedFile>(
  appType: AppType,
  files: ArrayLike<F> | null | undefined,
): { file: F | null; rejected: boolean } {
  const first = files?.[0];
  if (!first) return { file: null, rejected: false };
  return acceptsFile(appType, first)
    ? { file: first, rejected: false }
    : { file: null, rejected: true };
}
