import { SDK_ERRORS } from '@app/contract/messages';
import type { Texts } from '@app/contract/reference';

/** Anything holding the texts, loaded or not. */
export type TextsSource = { readonly texts?: Texts | undefined };

/**
 * The Spanish text of a tag; 'text not allready loaded' before the texts are, 'not found' for
 * an unknown tag.
 * @example findText(reference, 'home-title') // 'Donde el deseo…'
 */
export function findText(source: TextsSource, tag: string): string {
  if (!source.texts) throw new Error(SDK_ERRORS.textNotLoaded);
  const text = Object.hasOwn(source.texts, tag) ? source.texts[tag] : undefined;
  if (!text) throw new Error(SDK_ERRORS.notFound);
  return text.lan_es;
}
