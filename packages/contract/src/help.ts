import { z } from 'zod';
import { feedbackAuthor } from './feedback.js';
import { formBoolean } from './fields.js';
import { requiredText } from './form-fields.js';
import { pageQuery } from './paging.js';
import { formatNumber } from './spanish-numbers.js';

/**
 * "Ayuda" (issue 35; decision 0038-help-messages): a member writes to the team from the app;
 * staff read it with who wrote and how to answer them, and mark it handled. It belongs to the
 * feedback module: feedback is what members tell the team.
 */
export const HELP_TOPICS = {
  account: 'Mi cuenta o mi perfil',
  plans: 'Planes, solicitudes y chats',
  payments: 'Move, Premium y pagos',
  safety: 'Seguridad o alguien que me molesta',
  bug: 'Algo no funciona',
  idea: 'Una idea o sugerencia',
  other: 'Otra cosa',
} as const;
export type HelpTopic = keyof typeof HELP_TOPICS;
const topics = Object.keys(HELP_TOPICS) as [HelpTopic, ...HelpTopic[]];

/** A message's length, and how many a member may send a day (enough for a bad day, no flood). */
export const HELP_LIMITS = { messageMin: 10, messageMax: 2000, perDay: 5 } as const;

/** `POST /help`, and the form that sends it: the same rules, with the words people read. */
export const helpRequest = z.object({
  topic: z.enum(topics, { error: 'Elige de qué se trata.' }),
  message: requiredText.pipe(
    z
      .string()
      .trim()
      .min(
        HELP_LIMITS.messageMin,
        `Cuéntanos un poco más (al menos ${HELP_LIMITS.messageMin} caracteres).`,
      )
      .max(
        HELP_LIMITS.messageMax,
        `Como máximo ${formatNumber(HELP_LIMITS.messageMax)} caracteres.`,
      ),
  ),
});
export type HelpRequest = z.input<typeof helpRequest>;

/** One of the member's own messages (`POST /help`, `GET /help`). */
export const helpMessage = z
  .object({
    id: z.number().int(),
    topic: z.enum(topics),
    message: z.string(),
    createdAt: z.string(),
    handledAt: z
      .string()
      .nullable()
      .meta({ description: 'Cuándo lo atendió el equipo; null mientras está pendiente' }),
  })
  .meta({ id: 'HelpMessage' });
export type HelpMessage = z.infer<typeof helpMessage>;

/** A message as staff read it: who wrote it and where to answer them. */
export const staffHelpMessage = helpMessage
  .extend({
    user: feedbackAuthor,
    email: z.string().nullable(),
    phone: z.string().nullable(),
    /** Who marked it handled; null while open or once that account is gone. */
    handledBy: feedbackAuthor.nullable(),
  })
  .meta({ id: 'StaffHelpMessage' });
export type StaffHelpMessage = z.infer<typeof staffHelpMessage>;

export const HELP_STATUSES = ['open', 'handled'] as const;
export type HelpStatus = (typeof HELP_STATUSES)[number];

export const helpListQuery = pageQuery();
export const staffHelpListQuery = pageQuery().extend({
  status: z.enum(HELP_STATUSES).default('open'),
});

/** `POST /admin/help/{id}`: handled (1) or open again (0). */
export const helpHandledRequest = z.object({ handled: formBoolean });

export const HELP_MESSAGES = {
  sent: 'Mensaje enviado. Te responderemos lo antes posible.',
  handled: 'Marcado como atendido.',
  reopened: 'Vuelve a estar pendiente.',
} as const;
