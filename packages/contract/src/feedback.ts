import { z } from 'zod';
import { formInt } from './fields.js';
import { pageQuery } from './paging.js';
import { requiredText } from './form-fields.js';

/** Feedback limits: a star rating and a short text (api-contract.md, "Feedback"). */
export const FEEDBACK_LIMITS = { descriptionMin: 10, descriptionMax: 500 } as const;

/** `POST /marketing`: stars arrive as text ("1".."5") from the apps, or as a number. */
export const feedbackRequest = z.object({
  stars: formInt(z.number().int().min(1).max(5)),
  description: z
    .string()
    .trim()
    .min(FEEDBACK_LIMITS.descriptionMin)
    .max(FEEDBACK_LIMITS.descriptionMax),
});

/** "Valorar la app": the stars and a few words, with messages for the person. */
export const feedbackForm = z.object({
  stars: z
    .number({ error: 'Elige de 1 a 5 estrellas.' })
    .int()
    .min(1, 'Elige de 1 a 5 estrellas.')
    .max(5, 'Elige de 1 a 5 estrellas.'),
  description: requiredText.pipe(
    z
      .string()
      .trim()
      .min(
        FEEDBACK_LIMITS.descriptionMin,
        `Cuéntanos un poco más (al menos ${FEEDBACK_LIMITS.descriptionMin} caracteres).`,
      )
      .max(
        FEEDBACK_LIMITS.descriptionMax,
        `Como máximo ${FEEDBACK_LIMITS.descriptionMax} caracteres.`,
      ),
  ),
});
export type FeedbackForm = z.input<typeof feedbackForm>;

/** The author of a published testimonial: enough to show a name and an avatar. */
export const feedbackAuthor = z.object({
  id: z.number().int(),
  firstname: z.string(),
  avatarUpdatedAt: z.string().nullable(),
});

/** One testimonial as the website shows it (`GET /marketing/view`). */
export const testimonial = z
  .object({
    id: z.number().int(),
    user: feedbackAuthor,
    userName: z.string(),
    description: z.string(),
    stars: z.number().int().min(1).max(5),
  })
  .meta({ id: 'Testimonial' });
export type Testimonial = z.infer<typeof testimonial>;

/** One of my own feedback entries (`GET /marketing?byMe=1`). */
export const ownFeedback = z
  .object({
    id: z.number().int(),
    stars: z.number().int(),
    description: z.string(),
    published: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'OwnFeedback' });

export const testimonialsQuery = pageQuery();
export const myFeedbackQuery = pageQuery().extend({ byMe: z.literal('1').optional() });
