import { z } from 'zod';
import { birthdate, clearable, id, personName } from './fields.js';
import { requiredText } from './form-fields.js';
import { FORM_MESSAGES } from './messages.js';
import { ownUser } from './users.js';

/**
 * The account calls (api-contract.md, "Accounts"). Passwords are always the SHA-256 hex of
 * what the person typed; codes travel base64-encoded.
 */

/** E-mail as the spec's pattern has it: at most 254 characters, local part at most 64. */
export const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, FORM_MESSAGES.email)
  .pipe(z.email({ error: FORM_MESSAGES.email }))
  .refine((value) => (value.split('@')[0] ?? '').length <= 64, FORM_MESSAGES.email);

/**
 * A phone number in E.164 (`+34611223344`), whatever way it was typed: spaces, dashes, dots and
 * brackets are ignored, a leading `00` is the international prefix, and nine digits with no
 * prefix are a Spanish number (the product's country). So `+34 611 22 33 44`, `0034611223344`
 * and `611223344` are one contact, for accounts and for every limit counted per contact.
 */
export function toE164(typed: string): string {
  const compact = typed.trim().replace(/[\s\-().]/g, '');
  if (compact.startsWith('+')) return compact;
  if (compact.startsWith('00')) return `+${compact.slice(2)}`;
  if (/^[6789][0-9]{8}$/.test(compact)) return `+34${compact}`;
  return `+${compact}`;
}

export const phone = z
  .string()
  .transform(toE164)
  .pipe(z.string().regex(/^\+[1-9][0-9]{6,14}$/, 'Debe ser un teléfono válido.'));

export const passwordHex = z
  .string()
  .trim()
  .toLowerCase()
  // Empty is a missing password ('Campo requerdio.'), not a badly hashed one.
  .min(1, { abort: true })
  .regex(/^[0-9a-f]{64}$/, 'La contraseña debe enviarse como SHA-256 en hexadecimal.');

export const contactKind = z.enum(['email', 'phone']);
export type ContactKind = z.infer<typeof contactKind>;

/** `POST /auth/notificable/{email|phone}`: either field; the path says which is used. */
export const notificableRequest = z.object({
  email: z.string().max(300).optional(),
  phone: z.string().max(50).optional(),
});

export const notificableResponse = z
  .object({
    key: z.string().meta({ description: 'Clave opaca de la solicitud, en base64' }),
    expired: z.string().meta({ description: 'Instante de caducidad ISO 8601, en base64' }),
  })
  .meta({ id: 'NotificableResponse' });

export const resendRequest = z.object({ key: z.string().min(1).max(200) });

export const validateRequest = z.object({
  key: z.string().min(1).max(200),
  code: z.string().min(1).max(50).meta({ description: 'El código de 6 cifras, en base64' }),
});

export const validationResponse = z
  .object({ emailId: z.string().optional(), phoneId: z.string().optional() })
  .meta({ id: 'ValidationResponse' });

export const signUpRequest = z.object({
  firstname: personName(60).pipe(z.string().min(1)),
  lastname: clearable(personName(80)).optional(),
  birthdate,
  gender: id,
  city: id,
  password: passwordHex,
  emailId: z.string().min(1).max(200).optional(),
  phoneId: z.string().min(1).max(200).optional(),
  device_name: z.string().trim().min(1).max(100),
});

export const signInRequest = z.object({
  email_or_phone: z.string().trim().min(1).max(300),
  password: passwordHex,
  device_name: z.string().trim().min(1).max(100).optional(),
});

/**
 * The login form (spec, section 5): Correo required and an e-mail, Contraseña required. The
 * password stays as typed; the SDK sends its SHA-256.
 */
export const loginForm = z.object({
  email_or_phone: requiredText.pipe(email),
  password: requiredText,
});
export type LoginForm = z.input<typeof loginForm>;

export const sessionResponse = z
  .object({ token: z.string(), wstoken: z.string(), user: ownUser })
  .meta({ id: 'SessionResponse' });

export const comebackResponse = z
  .object({ user: ownUser, wstoken: z.string() })
  .meta({ id: 'ComebackResponse' });

export const changePasswordRequest = z.object({
  emailId: z.string().min(1).max(200).optional(),
  phoneId: z.string().min(1).max(200).optional(),
  password: passwordHex,
});

export const deviceSignInRequest = z.object({
  name: z.string().trim().min(1).max(100),
  password: passwordHex,
});

export const deviceSessionResponse = z.object({ token: z.string() }).meta({ id: 'DeviceSession' });

export const messageResponse = z.object({ message: z.string() }).meta({ id: 'MessageResponse' });

/** One message of the development outbox (`GET /_dev/outbox`). */
export const outboxMessage = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;
