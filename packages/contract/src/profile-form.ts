import { z } from 'zod';
import { idNumber, personName } from './fields.js';
import { requiredText } from './form-fields.js';
import { adultBirthdate } from './join-forms.js';
import { USER_LIST_FIELDS, type UserListField } from './users.js';

/** An optional choice of one option or city: a positive id, or none. */
const optionalId = idNumber('Elige una opción de la lista.').nullable();

/** Per interest list, the ids picked (the API takes at most 50 a list). */
const picked = z.array(idNumber()).max(50, 'Como máximo 50 en una lista.');

/**
 * The profile editor: every field `POST /user/{id}` takes, as the form holds them. An empty
 * last name and an unset gender, city or social state are sent as "none" (cleared).
 */
export const profileForm = z.object({
  firstname: requiredText.pipe(personName(60)),
  lastname: personName(80),
  birthdate: adultBirthdate,
  gender: optionalId,
  social_state: optionalId,
  city: optionalId,
  /** Kilos, private: only the calorie estimate reads it (decision 0027); empty clears it. */
  weight: z
    .string()
    .trim()
    .refine(
      (text) => text === '' || (/^\d+$/.test(text) && Number(text) >= 30 && Number(text) <= 250),
      'El peso va de 30 a 250 kg, sin decimales.',
    ),
  lists: z.object(
    Object.fromEntries(USER_LIST_FIELDS.map((field) => [field, picked])) as Record<
      UserListField,
      typeof picked
    >,
  ),
});
export type ProfileForm = z.input<typeof profileForm>;
