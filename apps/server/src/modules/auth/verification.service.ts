import { createHmac, randomBytes, randomInt } from 'node:crypto';
import type { ContactKind } from '@app/contract/auth';
import { VERIFICATION_RESEND_AFTER_MS } from '@app/contract/constants';
import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { sameDigest, sha256Hex } from '../../lib/hash.js';
import { HttpError, tooManyRequests, validationError } from '../../lib/http-errors.js';
import type { Notifier } from '../notifications/notifier.js';
import { verifications } from './auth.schema.js';
import { codeNotice } from './verification.messages.js';

export const VERIFICATION_LIMITS = {
  codeTtlMs: 10 * 60_000,
  proofTtlMs: 30 * 60_000,
  maxAttempts: 5,
  maxSendsPerRequest: 5,
  resendAfterMs: VERIFICATION_RESEND_AFTER_MS,
  sendsPerContactPerHour: 5,
};

const HOUR_MS = 60 * 60_000;
const INVALID_CODE = 'El código no es correcto o ha caducado.';
const INVALID_REQUEST = 'La solicitud de verificación no es válida o ha caducado.';
/** What the API says when PHONE_SIGNUP=off and a phone code is asked for. */
export const PHONE_OFF = 'El registro con teléfono no está disponible. Usa tu correo electrónico.';

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** Verification of an e-mail or phone by a 6-digit code (security-and-reliability.md). */
export function createVerificationService(
  db: Db,
  notifier: Notifier,
  options: { pepper: string; sendsPerHour: number; phoneSignup: boolean },
) {
  const limits = VERIFICATION_LIMITS;
  const codeHash = (keyHash: string, code: string) =>
    createHmac('sha256', options.pepper).update(`${keyHash}:${code}`).digest('hex');
  const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

  /** Codes cost money (SMS): per contact and across the whole service, per hour. */
  async function checkSendBudget(kind: ContactKind, contact: string): Promise<void> {
    const since = new Date(Date.now() - HOUR_MS);
    const [perContact] = await db
      .select({ sends: sql<number>`coalesce(sum(${verifications.sends}), 0)::int` })
      .from(verifications)
      .where(
        and(
          eq(verifications.kind, kind),
          eq(verifications.contact, contact),
          gt(verifications.lastSentAt, since),
        ),
      );
    if ((perContact?.sends ?? 0) >= limits.sendsPerContactPerHour)
      throw tooManyRequests(HOUR_MS / 1000);
    const [global] = await db
      .select({ sends: sql<number>`coalesce(sum(${verifications.sends}), 0)::int` })
      .from(verifications)
      .where(gt(verifications.lastSentAt, since));
    if ((global?.sends ?? 0) >= options.sendsPerHour) throw tooManyRequests(60);
  }

  /** With PHONE_SIGNUP=off no code goes to a phone: a clear 422, never a silent drop. */
  function checkChannel(kind: ContactKind): void {
    if (kind === 'phone' && !options.phoneSignup) {
      throw validationError({ phone: [PHONE_OFF] });
    }
  }

  /**
   * Runs `write` and queues the code's notice in one transaction: the request answers once
   * both are stored, and a code is never stored without its notice (or the reverse). The
   * delivery queue sends it (docs/decisions/0043-delivery-queue.md).
   */
  async function storeAndQueue(
    kind: ContactKind,
    contact: string,
    code: string,
    write: (tx: Db) => Promise<void>,
  ): Promise<void> {
    await db
      .transaction(async (tx) => {
        await write(tx);
        await notifier.send(codeNotice(kind, contact, code, limits.codeTtlMs / 60_000), tx);
      })
      .catch((error: unknown) => {
        if (error instanceof HttpError) throw error;
        throw new HttpError(503, 'No se ha podido enviar el código. Inténtalo de nuevo más tarde.');
      });
    notifier.wake();
  }

  /** Starts a verification and queues its code. The answer is the same for every contact. */
  async function request(kind: ContactKind, contact: string) {
    checkChannel(kind);
    await checkSendBudget(kind, contact);
    const key = randomBytes(32).toString('base64');
    const keyHash = sha256Hex(key);
    const code = newCode();
    const expiresAt = new Date(Date.now() + limits.codeTtlMs);
    await storeAndQueue(kind, contact, code, async (tx) => {
      await tx
        .insert(verifications)
        .values({ kind, contact, keyHash, codeHash: codeHash(keyHash, code), expiresAt });
    });
    return { key, expired: base64(expiresAt.toISOString()) };
  }

  return {
    request,

    /**
     * Sends a new code for the same request; the previous code stops working. A key whose
     * tries ran out stays dead: the answer is a new key (the client keeps the key it is given),
     * so resending never buys more guesses at the old one.
     */
    async resend(key: string) {
      const keyHash = sha256Hex(key);
      const [row] = await db.select().from(verifications).where(eq(verifications.keyHash, keyHash));
      if (!row || row.validatedAt) throw validationError({ key: [INVALID_REQUEST] });
      checkChannel(row.kind);
      const wait = row.lastSentAt.getTime() + limits.resendAfterMs - Date.now();
      if (wait > 0) throw tooManyRequests(wait / 1000);
      if (row.sends >= limits.maxSendsPerRequest) throw tooManyRequests(HOUR_MS / 1000);
      if (row.attempts >= limits.maxAttempts) return request(row.kind, row.contact);
      await checkSendBudget(row.kind, row.contact);
      const code = newCode();
      const expiresAt = new Date(Date.now() + limits.codeTtlMs);
      await storeAndQueue(row.kind, row.contact, code, async (tx) => {
        const updated = await tx
          .update(verifications)
          .set({
            codeHash: codeHash(keyHash, code),
            expiresAt,
            attempts: 0,
            sends: sql`${verifications.sends} + 1`,
            lastSentAt: sql`now()`,
          })
          // Two resends at once: only one wins; a key that ran out of tries meanwhile stays dead.
          .where(
            and(
              eq(verifications.id, row.id),
              eq(verifications.sends, row.sends),
              lt(verifications.attempts, limits.maxAttempts),
            ),
          )
          .returning({ id: verifications.id });
        if (updated.length === 0) throw tooManyRequests(limits.resendAfterMs / 1000);
      });
      return { key, expired: base64(expiresAt.toISOString()) };
    },

    /**
     * Checks a code (sent base64). Right: the proof (`emailId`/`phoneId`), once. Wrong,
     * expired, used or tried too often: 422, and each wrong try counts.
     */
    async validate(kind: ContactKind, key: string, encodedCode: string): Promise<string> {
      const code = Buffer.from(encodedCode, 'base64').toString('utf8').trim();
      const field = { code: [INVALID_CODE] };
      if (!/^\d{6}$/.test(code)) throw validationError(field);
      const keyHash = sha256Hex(key);
      const [row] = await db
        .update(verifications)
        .set({ attempts: sql`${verifications.attempts} + 1` })
        .where(
          and(
            eq(verifications.keyHash, keyHash),
            eq(verifications.kind, kind),
            isNull(verifications.validatedAt),
            gt(verifications.expiresAt, sql`now()`),
            lt(verifications.attempts, limits.maxAttempts),
          ),
        )
        .returning();
      if (!row || !sameDigest(row.codeHash, codeHash(keyHash, code))) throw validationError(field);
      const proof = randomBytes(32).toString('base64url');
      const validated = await db
        .update(verifications)
        .set({
          validatedAt: sql`now()`,
          proofHash: sha256Hex(proof),
          proofExpiresAt: new Date(Date.now() + limits.proofTtlMs),
        })
        .where(and(eq(verifications.id, row.id), isNull(verifications.validatedAt)))
        .returning({ id: verifications.id });
      if (validated.length === 0) throw validationError(field);
      return proof;
    },

    /** Forgets every verification of these contacts (an erased account's), inside `tx`. */
    async forgetContacts(contacts: string[], tx: Db): Promise<void> {
      if (contacts.length === 0) return;
      await tx.delete(verifications).where(inArray(verifications.contact, contacts));
    },

    /**
     * Uses up a proof, inside the caller's transaction so that a failed sign-up leaves it
     * unused. Returns the verified contact, or undefined when the proof is not valid.
     */
    async consumeProof(tx: Db, kind: ContactKind, proof: string): Promise<string | undefined> {
      const [row] = await tx
        .update(verifications)
        .set({ proofUsedAt: sql`now()` })
        .where(
          and(
            eq(verifications.proofHash, sha256Hex(proof)),
            eq(verifications.kind, kind),
            isNull(verifications.proofUsedAt),
            gt(verifications.proofExpiresAt, sql`now()`),
          ),
        )
        .returning({ contact: verifications.contact });
      return row?.contact;
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
