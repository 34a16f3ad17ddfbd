import { z } from 'zod';
import { pageQuery } from './paging.js';

/**
 * A notice (a code by e-mail or SMS, a Web Push) that the delivery queue gave up on after its last retry
 * (docs/decisions/0043-delivery-queue.md). Staff see who it was for and why it failed; the
 * message itself is not kept, since it may hold a code.
 */
export const failedDelivery = z
  .object({
    id: z.number().int(),
    channel: z.enum(['email', 'sms', 'push']),
    to: z.string().meta({
      description:
        'Correo o teléfono (E.164) del destinatario; de un aviso push, el servicio (host)',
    }),
    subject: z.string().nullable(),
    attempts: z.number().int(),
    error: z.string().meta({ description: 'El proveedor y lo que respondió en el último intento' }),
    queuedAt: z.string(),
    failedAt: z.string(),
  })
  .meta({ id: 'FailedDelivery' });
export type FailedDelivery = z.infer<typeof failedDelivery>;

export const failedDeliveriesQuery = pageQuery();
