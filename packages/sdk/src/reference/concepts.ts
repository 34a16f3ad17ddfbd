import { PETITION_MATCH_TAG } from '@app/contract/concepts';
import { SDK_ERRORS } from '@app/contract/messages';
import type { Concept, ConceptOption } from '@app/contract/reference';

/** Anything holding the concepts, loaded or not. */
export type ConceptsSource = { readonly concepts?: Concept[] | undefined };

/**
 * A concept by code; 'concepts not allready lodaded' before they are, 'code not found' when no
 * concept has that code.
 * @example findConcept(reference, 'gender').options
 */
export function findConcept(source: ConceptsSource, code: string): Concept {
  if (!source.concepts) throw new Error(SDK_ERRORS.conceptsNotLoaded);
  const concept = source.concepts.find((candidate) => candidate.code === code);
  if (!concept) throw new Error(SDK_ERRORS.codeNotFound);
  return concept;
}

/**
 * An option of a concept, by id or by tag; 'not found' when the concept has no such option
 * (and the errors of `findConcept`).
 * @example findOption(reference, 'petitions_types', 'petitions_types-match').id
 */
export function findOption(
  source: ConceptsSource,
  code: string,
  idOrTag: number | string,
): ConceptOption {
  const option = findConcept(source, code).options.find((candidate) =>
    typeof idOrTag === 'number' ? candidate.id === idOrTag : candidate.tag === idOrTag,
  );
  if (!option) throw new Error(SDK_ERRORS.notFound);
  return option;
}

/**
 * The petition type of a match request: the option tagged petitions_types-match.
 * @example sendPetition(client, { petition_type_option_id: matchOption(reference).id, … })
 */
export function matchOption(source: ConceptsSource): ConceptOption {
  return findOption(source, 'petitions_types', PETITION_MATCH_TAG);
}
