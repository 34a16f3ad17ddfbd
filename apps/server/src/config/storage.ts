import { z } from 'zod';
import type { S3Settings } from '../lib/object-storage.js';
import { ConfigError, isHttpUrl, optionalText } from './fields.js';

export const storageEnv = z.object({
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText.pipe(
    z.string().refine(isHttpUrl, 'an http(s) URL, such as http://minio:9000').optional(),
  ),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: optionalText.pipe(z.enum(['true', 'false']).optional()),
  S3_PREFIX: optionalText.pipe(
    z
      .string()
      .regex(
        /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*\/?$/,
        'folders of letters, digits, . _ and - (not starting with a dot), / between them',
      )
      .optional(),
  ),
});

/**
 * Files in an S3-compatible bucket (docs/decisions/0041-object-storage.md) when S3_BUCKET is
 * set; otherwise under DATA_DIR. Keys come as a pair or not at all (then the SDK's own chain:
 * an instance role, AWS_* variables). A named endpoint (MinIO, R2...) gets path-style
 * addressing unless S3_FORCE_PATH_STYLE says otherwise.
 */
export function s3Config(env: z.infer<typeof storageEnv>): S3Settings | undefined {
  const keys = {
    S3_ACCESS_KEY_ID: env.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: env.S3_SECRET_ACCESS_KEY,
  };
  const missing = Object.entries(keys)
    .filter(([, value]) => value === undefined)
    .map(([name]) => name);
  if (missing.length === 1) throw new ConfigError(`S3 needs ${missing[0]} too (or neither key).`);
  if (!env.S3_BUCKET) {
    const stray = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_PREFIX'] as const;
    const set = stray.filter((name) => env[name] !== undefined);
    if (set.length > 0)
      throw new ConfigError(`${set.join(', ')} without S3_BUCKET: set the bucket too.`);
    return undefined;
  }
  const prefix = env.S3_PREFIX ? env.S3_PREFIX.replace(/\/?$/, '/') : '';
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION ?? 'us-east-1',
    credentials:
      missing.length === 0
        ? { accessKeyId: env.S3_ACCESS_KEY_ID!, secretAccessKey: env.S3_SECRET_ACCESS_KEY! }
        : undefined,
    forcePathStyle: (env.S3_FORCE_PATH_STYLE ?? String(env.S3_ENDPOINT !== undefined)) === 'true',
    prefix,
  };
}
