import { createPlanGrantRequest, PLAN_IDS } from '@app/contract/plans';
import { requiredChoice, requiredText } from '@app/contract/form-fields';
import { z } from 'zod';

/** The grant form's values, as its inputs hold them (the plan is '' until one is chosen). */
export type PlanGrantValues = { user_id: string; plan: string; days: string; note: string };

/** A month, unless staff say otherwise. */
export const EMPTY_PLAN_GRANT: PlanGrantValues = { user_id: '', plan: '', days: '30', note: '' };

export const MEMBER_NUMBER_MESSAGE = 'Escribe el número del miembro, solo con cifras.';

const MEMBER_NUMBER_TEXT = /^#?[1-9]\d{0,9}$/;

const { shape } = createPlanGrantRequest;

/**
 * A member's number as typed: a positive whole number (a leading # is fine), or undefined.
 * @example memberNumberOf(' #42 ') // 42
 */
export function memberNumberOf(text: string | null | undefined): number | undefined {
  const trimmed = (text ?? '').trim();
  if (!MEMBER_NUMBER_TEXT.test(trimmed)) return undefined;
  const parsed = shape.user_id.safeParse(trimmed.replace(/^#/, ''));
  return parsed.success ? parsed.data : undefined;
}

/**
 * The grant checked field by field by the API's own rules (`POST /admin/plan-grants`), each
 * field's message at once: the member's number as typed, the plan chosen, the days (a blank is
 * a missing one) and the reason.
 */
export const planGrantForm = z.object({
  user_id: requiredText
    .pipe(z.string().trim().regex(MEMBER_NUMBER_TEXT, MEMBER_NUMBER_MESSAGE))
    .transform((text): unknown => text.replace(/^#/, ''))
    .pipe(shape.user_id),
  plan: z.string().pipe(requiredChoice(PLAN_IDS)),
  days: z
    .string()
    .transform((text): unknown => (text.trim() === '' ? undefined : text.trim()))
    .pipe(shape.days),
  note: shape.note,
});

/** What the form sends once its rules hold. */
export type PlanGrantRequest = z.output<typeof planGrantForm>;
