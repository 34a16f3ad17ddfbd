import argon2 from 'argon2';

/**
 * The client sends the SHA-256 hex of what the person typed; to the server that hex is the
 * password. It is stored as argon2id (OWASP's minimum: 19 MiB, 2 passes) with a pepper kept
 * outside the database.
 */
export const PASSWORD_HEX = /^[0-9a-f]{64}$/;

const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function createPasswordHasher(pepper: string) {
  const secret = Buffer.from(pepper, 'utf8');
  return {
    hash(passwordHex: string): Promise<string> {
      return argon2.hash(passwordHex, { ...OPTIONS, secret });
    },
    async verify(hash: string, passwordHex: string): Promise<boolean> {
      try {
        return await argon2.verify(hash, passwordHex, { secret });
      } catch {
        return false;
      }
    },
  };
}

export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
