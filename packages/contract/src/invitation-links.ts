import { z } from 'zod';
import { clearable, formInt } from './fields.js';

/**
 * Invitation links (issue 38): a plan's host, or a group's owner or admins, make a link that
 * lets whoever opens it ask for a place (or join at once, when its maker chooses), without
 * being their friend. A link ends when it expires, when it has been used `max_uses` times, or
 * when it is revoked.
 */
export const INVITATION_LINK_MODES = ['ask', 'join'] as const;
export type InvitationLinkMode = (typeof INVITATION_LINK_MODES)[number];

export const INVITATION_LINK_STATUSES = ['active', 'expired', 'used_up', 'revoked'] as const;
export type InvitationLinkStatus = (typeof INVITATION_LINK_STATUSES)[number];

/** How long a link may live, and how many times it may be used at most. */
export const INVITATION_LINK_LIMITS = { maxDays: 30, maxUses: 500, perTarget: 20 } as const;

/** Where a link opens in the member app: `/web/app/i/{token}`. */
export const INVITATION_LINK_PATH = (token: string) => `/web/app/i/${token}`;

/** The token in a link's address: 22 characters of base64url (128 random bits). */
export const invitationToken = z
  .string()
  .regex(/^[A-Za-z0-9_-]{22}$/, 'El enlace no es válido.')
  .meta({ description: 'El código del enlace (22 caracteres)' });

export const INVITATION_LINK_MESSAGES = {
  expired: 'Este enlace ha caducado: pide otro a quien te lo envió.',
  usedUp: 'Este enlace ya se ha usado todas las veces que permitía.',
  revoked: 'Este enlace ya no es válido: quien lo creó lo ha anulado.',
  groupPlan: 'Los planes de un grupo se comparten con un enlace del grupo.',
  tooMany: `Un plan o un grupo tiene como mucho ${INVITATION_LINK_LIMITS.perTarget} enlaces activos: anula alguno antes.`,
  makerGone: 'Este enlace ya no es válido: quien lo creó ya no administra el grupo.',
  already: 'Ya habías pedido unirte a este plan.',
  own: 'Es tu propio enlace: compártelo con quien quieras invitar.',
} as const;

/** `POST /activity/{id}/invitation-links` and `POST /group/{id}/invitation-links`. */
export const createInvitationLinkBody = z.object({
  mode: z
    .enum(INVITATION_LINK_MODES, {
      error: 'Elige si quien lo abra pide unirse o entra directamente.',
    })
    .default('ask'),
  expires_in_days: formInt(
    z
      .number({ error: 'Elige cuántos días vale el enlace.' })
      .int('Elige cuántos días vale el enlace.')
      .min(1, 'El enlace vale al menos un día.')
      .max(
        INVITATION_LINK_LIMITS.maxDays,
        `El enlace vale como mucho ${INVITATION_LINK_LIMITS.maxDays} días.`,
      ),
  ).default(7),
  max_uses: clearable(
    formInt(
      z
        .number({ error: 'El número de usos no es válido.' })
        .int('El número de usos no es válido.')
        .min(1, 'El enlace se usa al menos una vez.')
        .max(
          INVITATION_LINK_LIMITS.maxUses,
          `El enlace se usa como mucho ${INVITATION_LINK_LIMITS.maxUses} veces.`,
        ),
    ),
  )
    .default(null)
    .meta({ description: 'Cuántas personas pueden usarlo; null o vacío, sin límite' }),
});
/** What a client sends to make a link; each field has its default. */
export type CreateInvitationLinkBody = {
  mode?: InvitationLinkMode;
  expires_in_days?: number;
  max_uses?: number | null;
};

/** A link as its makers see it. */
export const invitationLink = z
  .object({
    id: z.number().int(),
    token: z.string(),
    url: z.string().meta({ description: 'La dirección que se comparte' }),
    mode: z.enum(INVITATION_LINK_MODES),
    activity_id: z.number().int().nullable(),
    group_id: z.number().int().nullable(),
    created_by: z.object({ id: z.number().int(), firstname: z.string() }).nullable(),
    created_at: z.string(),
    expires_at: z.string(),
    max_uses: z.number().int().nullable(),
    uses: z.number().int(),
    status: z.enum(INVITATION_LINK_STATUSES),
  })
  .meta({ id: 'InvitationLink' });
export type InvitationLink = z.infer<typeof invitationLink>;

export const invitationLinks = z
  .object({ data: z.array(invitationLink) })
  .meta({ id: 'InvitationLinks' });

/**
 * `GET /invitation-links/{token}`: what a link opens, for the member who opened it (410 once
 * it has ended, with the reason as the message).
 */
export const invitationLinkPreview = z
  .object({
    token: z.string(),
    mode: z.enum(INVITATION_LINK_MODES),
    expires_at: z.string(),
    invited_by: z.object({ firstname: z.string() }).nullable(),
    activity: z
      .object({
        id: z.number().int(),
        description: z.string(),
        start_at: z.string(),
        time_zone: z.string(),
        area: z.string(),
        places_left: z.number().int(),
      })
      .nullable(),
    group: z
      .object({ id: z.number().int(), name: z.string(), members_count: z.number().int() })
      .nullable(),
    standing: z.enum(['none', 'asked', 'in', 'own']).meta({
      description:
        'Dónde está ya quien lo abre: nada, ha pedido unirse, ya está dentro, o es su propio plan o grupo',
    }),
  })
  .meta({ id: 'InvitationLinkPreview' });
export type InvitationLinkPreview = z.infer<typeof invitationLinkPreview>;

/** `POST /invitation-links/{token}/use`: what the link did. */
export const invitationLinkUse = z
  .object({
    message: z.string(),
    joined: z.boolean().meta({ description: 'true si ya tiene plaza o es miembro' }),
    activity_id: z.number().int().nullable(),
    group_id: z.number().int().nullable(),
  })
  .meta({ id: 'InvitationLinkUse' });
export type InvitationLinkUse = z.infer<typeof invitationLinkUse>;

export const invitationTokenParams = z.object({ token: invitationToken });
