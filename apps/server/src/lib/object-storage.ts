import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { checkName, createFileStorage, type FileStorage } from './file-storage.js';

/** An S3-compatible bucket, from the S3_* settings (config.ts). */
export type S3Settings = {
  bucket: string;
  /** Unset: AWS itself; otherwise MinIO, R2, Ceph, Garage and the like. */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's own chain (instance role, AWS_* variables, profile). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** bucket in the path (`endpoint/bucket/key`), as MinIO and most S3-compatibles want. */
  forcePathStyle: boolean;
  /** Prepended to every key, so that one bucket can hold several installs (`antojo/`). */
  prefix: string;
};

/**
 * A build goes up in parts of this size, this many at a time: what the server holds of it at
 * once is about PART_BYTES × (QUEUE + 1), whatever the build's size (S3's smallest part is 5 MiB;
 * 10,000 parts of 8 MiB allow builds up to 78 GiB).
 */
const PART_BYTES = 8 * 1024 * 1024;
const QUEUE = 2;

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  apk: 'application/vnd.android.package-archive',
};
const contentType = (name: string) =>
  CONTENT_TYPES[path.extname(name).slice(1)] ?? 'application/octet-stream';

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata.httpStatusCode === 404);

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 requires them: many S3-compatible servers (older MinIO, Ceph,
    // Backblaze, s3rver) refuse or mishandle the CRC32 headers SDK v3 sends by default since
    // early 2025. TLS protects the bytes in transit; builds carry their own SHA-256.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Files as objects in one bucket, under the same names as on disk. Small files go up in one
 * PUT; a build goes from its temporary file on this machine's disk to the bucket in parts, so
 * memory stays flat. Reads stream the object's body.
 */
export function createS3Storage(settings: S3Settings, scratchDir: string): FileStorage {
  const client = s3Client(settings);
  const Bucket = settings.bucket;
  const key = (name: string) => `${settings.prefix}${checkName(name)}`;

  async function writeStream(name: string, stream: Readable) {
    const upload = new Upload({
      client,
      params: { Bucket, Key: key(name), Body: stream, ContentType: contentType(name) },
      partSize: PART_BYTES,
      queueSize: QUEUE,
      // A failed upload leaves no half-uploaded parts to pay for.
      leavePartsOnError: false,
    });
    await upload.done();
  }

  async function removeUnder(prefix: string) {
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }),
      );
      const objects = (page.Contents ?? []).flatMap((item) =>
        item.Key ? [{ Key: item.Key }] : [],
      );
      if (objects.length > 0) {
        await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects: objects, Quiet: true } }),
        );
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  return {
    where: `s3://${Bucket}/${settings.prefix}`,

    async write(name, data) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key(name),
          Body: data,
          ContentType: contentType(name),
        }),
      );
    },

    async temporary() {
      await mkdir(scratchDir, { recursive: true });
      return path.join(scratchDir, `${randomBytes(12).toString('hex')}.part`);
    },

    async adopt(temporaryPath, name) {
      await writeStream(name, createReadStream(temporaryPath));
      await rm(temporaryPath, { force: true });
    },

    writeStream,

    async read(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key(name) }));
        return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async size(name) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key(name) }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    // A name is a file or a folder of files (a member's photos): both go.
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key(name) }));
      await removeUnder(`${key(name)}/`);
    },

    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: settings.prefix, ContinuationToken: token }),
        );
        for (const item of page.Contents ?? []) {
          if (!item.Key) continue;
          yield { name: item.Key.slice(settings.prefix.length), size: item.Size ?? 0 };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}

/**
 * Whether the bucket answers with these settings, asked once at start: a wrong name, endpoint or
 * key then stops the server with a message naming the setting, instead of failing each upload.
 * Undefined when it answers; otherwise what is wrong.
 */
export async function bucketProblem(settings: S3Settings): Promise<string | undefined> {
  const client = s3Client(settings);
  const where = `S3_BUCKET ${settings.bucket}${settings.endpoint ? ` at S3_ENDPOINT ${settings.endpoint}` : ''}`;
  try {
    await client.send(new HeadBucketCommand({ Bucket: settings.bucket }), {
      abortSignal: AbortSignal.timeout(15_000),
    });
    return undefined;
  } catch (error) {
    const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
    const reason =
      status === 404
        ? 'there is no such bucket'
        : status === 403 || status === 401
          ? 'the keys (S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) may not use it'
          : `it cannot be reached (${error instanceof Error ? error.message || error.name : String(error)})`;
    return `${where}: ${reason}.`;
  } finally {
    client.destroy();
  }
}

/**
 * The install's file storage: the bucket when S3_BUCKET is set, otherwise DATA_DIR/files. Uploads
 * in progress wait on this machine's disk either way (DATA_DIR/tmp beside a bucket).
 */
export function openFileStorage(config: {
  dataDir: string;
  s3: S3Settings | undefined;
}): FileStorage {
  return config.s3
    ? createS3Storage(config.s3, path.join(config.dataDir, 'tmp'))
    : createFileStorage(path.join(config.dataDir, 'files'));
}
