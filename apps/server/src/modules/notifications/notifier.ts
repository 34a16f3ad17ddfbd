import { desc, eq, inArray } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/database.js';
import { outbox } from './outbox.schema.js';

export type Notice = { channel: 'email' | 'sms'; to: string; subject: string; text: string };

/**
 * E-mail and SMS behind one interface. E-mail goes out over SMTP when SMTP_URL is set; without
 * it, and for every SMS (no SMS provider is configured), the message is kept in the outbox
 * table, which a local user and the tests read at `GET /api/_dev/outbox`.
 */
export function createNotifier(db: Db, options: { smtpUrl: string | undefined; from: string }) {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(notice: Notice): Promise<void> {
      if (notice.channel === 'email' && transport) {
        await transport.sendMail({
          from: options.from,
          to: notice.to,
          subject: notice.subject,
          text: notice.text,
        });
        return;
      }
      await db.insert(outbox).values({
        channel: notice.channel,
        to: notice.to,
        subject: notice.channel === 'email' ? notice.subject : null,
        text: notice.text,
      });
    },

    /** The newest kept messages, optionally for one address. */
    async outbox(to?: string, limit = 50) {
      const rows = await db
        .select()
        .from(outbox)
        .where(to ? eq(outbox.to, to) : undefined)
        .orderBy(desc(outbox.id))
        .limit(limit);
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },

    /** Forgets what was kept for these addresses (an erased account's), inside `tx`. */
    async forgetRecipients(addresses: string[], tx: Db): Promise<void> {
      if (addresses.length === 0) return;
      await tx.delete(outbox).where(inArray(outbox.to, addresses));
    },

    close() {
      transport?.close();
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
