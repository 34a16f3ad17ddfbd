import S3rver from 's3rver';
import { tempDir } from './backends.js';

/** s3rver's own credentials: it refuses requests signed with another access key. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

export type S3StandIn = {
  /** The S3_* settings that point a server at this bucket. */
  env: Record<string, string>;
  /** Its objects' folder on disk (s3rver keeps one folder per bucket). */
  directory: string;
  stop(): Promise<void>;
};

/**
 * A real S3-protocol server (s3rver) on a free local port, with one bucket, its objects in a
 * temporary folder: what the bucket storage is tested against instead of the network.
 */
export async function startS3StandIn(bucket = 'antojo-test', prefix = ''): Promise<S3StandIn> {
  const folder = tempDir('antojo-s3-');
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: folder.dir,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      ...(prefix && { S3_PREFIX: prefix }),
    },
    directory: folder.dir,
    async stop() {
      await server.close();
      folder.remove();
    },
  };
}
