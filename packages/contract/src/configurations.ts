import { z } from 'zod';
import { formBoolean, formInt } from './fields.js';
import { MEMBER_PREFERENCES, type MemberPreference } from './preferences.js';

/**
 * The member's settings kept in `configurations` (`POST /config`), each with what it does.
 * Every switch here changes what the server does; a key absent from the stored map has its
 * default. Booleans travel as 1/0 and are stored as true/false.
 */
export const MEMBER_SETTINGS = {
  discoverable: {
    label: 'Aparecer en la búsqueda de gente',
    hint: 'Si lo apagas, nadie te encontrará al buscar personas, y en los planes a los que vas solo te verán quien organiza y quienes van contigo. Tus planes siguen visibles.',
    default: true,
    section: 'privacy',
  },
  show_lastname: {
    label: 'Mostrar mis apellidos',
    hint: 'Si lo apagas, los demás solo verán tu nombre.',
    default: true,
    section: 'privacy',
  },
  // Reminders of the plans a member hosts or goes to (issue 38).
  reminder_day_before: {
    label: 'Recordatorio el día antes',
    hint: 'Un aviso 24 horas antes de cada plan al que vas o que organizas.',
    default: true,
    section: 'reminders',
  },
  reminder_hour_before: {
    label: 'Recordatorio una hora antes',
    hint: 'Otro aviso cuando falte una hora.',
    default: true,
    section: 'reminders',
  },
  reminder_email: {
    label: 'Recordatorios también por correo',
    hint: 'Además del aviso del navegador o del móvil, un correo a tu dirección.',
    default: false,
    section: 'reminders',
  },
} as const;

/** Where a setting's switch lives: «Configuraciones de Perfil» or «Recordatorios». */
export type SettingSection = (typeof MEMBER_SETTINGS)[keyof typeof MEMBER_SETTINGS]['section'];

export type MemberSetting = keyof typeof MEMBER_SETTINGS;

const isKnown = (key: string) =>
  Object.hasOwn(MEMBER_SETTINGS, key) || Object.hasOwn(MEMBER_PREFERENCES, key);

/** "5, 10, 25, 50 o 100" */
const choicesText = (choices: readonly number[]) =>
  `${choices.slice(0, -1).join(', ')} o ${choices[choices.length - 1]}`;

const preference = (key: MemberPreference) => {
  const { choices, name, unit } = MEMBER_PREFERENCES[key];
  const message = `${name} debe ser ${choicesText(choices)} ${unit}.`;
  return formInt(
    z
      .number({ error: message })
      .refine((value) => (choices as readonly number[]).includes(value), message),
  ).optional();
};

/**
 * Whether a setting is on in a stored configuration map (its default when absent).
 * @example settingOn({ show_lastname: false }, 'show_lastname') // false
 */
export function settingOn(configurations: Readonly<Record<string, unknown>>, key: MemberSetting) {
  const value = configurations[key];
  if (value === undefined || value === null) return MEMBER_SETTINGS[key].default;
  return value === true || value === 1 || value === '1';
}

/**
 * The settings a stored map shows its owner: the known ones alone. Keys stored by earlier
 * versions stay in the database but are not read back, so a client that saves the map it
 * read is never refused for them.
 * @example knownSettings({ discoverable: false, theme: 'dark' }) // { discoverable: false }
 */
export function knownSettings(configurations: Readonly<Record<string, unknown>>) {
  return Object.fromEntries(Object.entries(configurations).filter(([key]) => isKnown(key)));
}

/**
 * `POST /config`: the known settings only, each a switch sent as 1/0 (or true/false), and the
 * preferences, each one of its choices; keys left out keep their stored value. Any other key is a 422 naming it (the mobile app and the
 * website send only these). Values stored under other keys by earlier versions stay, unread
 * (`knownSettings`).
 * @example configRequest.parse({ discoverable: '0' }) // { discoverable: false }
 */
export const configRequest = z.strictObject(
  {
    ...(Object.fromEntries(
      Object.keys(MEMBER_SETTINGS).map((key) => [key, formBoolean.optional()]),
    ) as { [K in MemberSetting]: z.ZodOptional<typeof formBoolean> }),
    now_km: preference('now_km').meta({
      description: `Radio de «Ahora» en km: ${choicesText(MEMBER_PREFERENCES.now_km.choices)} (${MEMBER_PREFERENCES.now_km.default} sin elegir).`,
    }),
  },
  {
    error: (issue) => (issue.code === 'unrecognized_keys' ? 'Ajuste desconocido.' : undefined),
  },
);
export type ConfigRequest = z.input<typeof configRequest>;
