import { z } from 'zod';
import { isAdult } from './age.js';
import { email, phone } from './auth.js';
import { birthdate, personName } from './fields.js';
import { requiredText } from './form-fields.js';
import { FORM_MESSAGES } from './messages.js';

/**
 * The member web app's joining forms (member-features.md, section 1): the contact, the code,
 * the sign-up, the sign-in and a new password. Each builds on the field schemas the API checks
 * with, so what a form lets through the API takes.
 */

/** A birthdate of someone 18 or older today (spec, section 9), as a form asks for it. */
export const adultBirthdate = requiredText
  .pipe(birthdate)
  .refine((value) => isAdult(value, new Date()), 'Debes tener 18 años o más.');

/** A password as typed: the SDK sends its SHA-256, so only the person's own rule applies. */
export const PASSWORD_MIN_LENGTH = 8;
const newPassword = requiredText.refine(
  (value) => value.length >= PASSWORD_MIN_LENGTH,
  `Debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`,
);

/** The must-equal rule (spec, section 5) on the repeated password. */
const passwordsMatch = {
  path: ['password_confirmation'],
  message: 'Las contraseñas no coinciden.',
  // Checked while another field is still wrong, so both errors show at once.
  when: ({ value }: { value: unknown }) => typeof value === 'object' && value !== null,
};

/** How a member is reached: an e-mail or a mobile phone. */
export const CONTACT_KINDS = ['email', 'phone'] as const;
export type JoinContactKind = (typeof CONTACT_KINDS)[number];

/** "Crear cuenta", first step: the e-mail, or the phone, that the code goes to. */
export const emailContactForm = z.object({ contact: requiredText.pipe(email) });
export const phoneContactForm = z.object({ contact: requiredText.pipe(phone) });
export type ContactForm = z.input<typeof emailContactForm>;

/** "Código": the six digits the message carried (spaces typed between them are ignored). */
export const codeForm = z.object({
  code: requiredText
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'El código tiene 6 cifras.')),
});
export type CodeForm = z.input<typeof codeForm>;

/** The sign-up form after the code: who the member is, where, and a password typed twice. */
export const signUpForm = z
  .object({
    firstname: requiredText.pipe(personName(60)),
    lastname: personName(80).optional(),
    birthdate: adultBirthdate,
    gender: z.number({ error: FORM_MESSAGES.required }).int().positive(FORM_MESSAGES.required),
    city: z.number({ error: FORM_MESSAGES.required }).int().positive(FORM_MESSAGES.required),
    password: newPassword,
    password_confirmation: requiredText,
    terms: z.literal(true, { error: 'Debes aceptar los términos y condiciones.' }),
    remember: z.boolean(),
  })
  .refine((form) => form.password === form.password_confirmation, passwordsMatch);
export type SignUpForm = z.input<typeof signUpForm>;

/** "Iniciar sesión": "Correo o teléfono" (either is taken) and "Contraseña". */
export const memberSignInForm = z.object({
  email_or_phone: requiredText.pipe(
    z.union([email, phone], { error: 'Escribe un correo o un teléfono válido.' }),
  ),
  password: requiredText,
  remember: z.boolean(),
});
export type MemberSignInForm = z.input<typeof memberSignInForm>;

/** "¿Olvidaste tu contraseña?", last step: the new password, typed twice. */
export const newPasswordForm = z
  .object({ password: newPassword, password_confirmation: requiredText })
  .refine((form) => form.password === form.password_confirmation, passwordsMatch);
export type NewPasswordForm = z.input<typeof newPasswordForm>;
