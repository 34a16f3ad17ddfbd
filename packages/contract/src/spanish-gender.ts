/**
 * Gendered Spanish from a person's gender (issue 35): "Sois amigas", "Eres la propietaria".
 * Genders come from the `gender` concept (options `gender-mujer`, `gender-hombre`,
 * `gender-no-binario`, `gender-prefiero-no-decirlo`) or are unknown.
 */
export type Gender = 'female' | 'male' | 'other';

/** The option tags of the `gender` concept that Spanish grammar follows. */
export const GENDER_TAGS = { female: 'gender-mujer', male: 'gender-hombre' } as const;

/**
 * A person's grammatical gender from their profile's gender option; anything else (not
 * binary, not said, not known) is `other`.
 * @example genderOf({ gender: { tag: 'gender-mujer' } }) // 'female'
 */
export function genderOf(person: { gender?: { tag: string } | null } | null | undefined): Gender {
  const tag = person?.gender?.tag;
  if (tag === GENDER_TAGS.female) return 'female';
  if (tag === GENDER_TAGS.male) return 'male';
  return 'other';
}

/**
 * The gender Spanish gives a group of people: feminine only when every one of them is a
 * woman, masculine when any is a man, and `other` when someone's is not known and no man is
 * among them (then the neutral form, if the words have one).
 * @example groupGender('female', 'female') // 'female'
 * @example groupGender('female', 'male') // 'male'
 */
export function groupGender(...genders: Gender[]): Gender {
  if (genders.includes('male')) return 'male';
  if (genders.length > 0 && genders.every((gender) => gender === 'female')) return 'female';
  return 'other';
}

/** The forms of a word or sentence: feminine, masculine and, where Spanish has one, neutral. */
export type GenderedForms = { female: string; male: string; other?: string };

/**
 * The form for a gender. For `other` the neutral wording when given, else the masculine, the
 * generic form Spanish uses when it does not know.
 * @example gendered('female', { female: 'Sois amigas', male: 'Sois amigos' }) // 'Sois amigas'
 * @example gendered('other', { female: 'Bienvenida', male: 'Bienvenido', other: 'Te damos la bienvenida' })
 */
export function gendered(gender: Gender, forms: GenderedForms): string {
  if (gender === 'female') return forms.female;
  if (gender === 'male') return forms.male;
  return forms.other ?? forms.male;
}
