import type { Text, Texts } from '@app/contract/reference';
import { requiredText } from '@app/contract/form-fields';

/** Edits in progress: tag to the text as typed. */
export type TextEdits = Readonly<Record<string, string>>;

/**
 * The texts that differ from what the API holds, for `POST /admin/text` (only the changed
 * ones are sent).
 * @example changedTexts({ a: { tag: 'a', lan_es: 'Hola' } }, { a: 'Hola' }) // []
 */
export function changedTexts(original: Texts, edits: TextEdits): Text[] {
  return Object.entries(edits)
    .filter(([tag, text]) => original[tag] !== undefined && original[tag].lan_es !== text)
    .map(([tag, text]) => ({ tag, lan_es: text }));
}

/** The message of each changed text that cannot be saved (an empty one). */
export function textErrors(texts: readonly Text[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const text of texts) {
    const checked = requiredText.safeParse(text.lan_es);
    if (!checked.success) errors[text.tag] = checked.error.issues[0]!.message;
  }
  return errors;
}

/**
 * The texts to list, sorted by tag, filtered by a search over tag and text (case and accents
 * ignored).
 */
export function filterTexts(texts: Texts, search: string): Text[] {
  const wanted = fold(search.trim());
  return Object.values(texts)
    .filter((text) => !wanted || fold(`${text.tag} ${text.lan_es}`).includes(wanted))
    .sort((a, b) => a.tag.localeCompare(b.tag));
}

function fold(text: string) {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
