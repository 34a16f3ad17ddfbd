// `npm run storage:move [-- --remove-local]`: copies DATA_DIR/files into the bucket that the S3_*
// settings name (docs/decisions/0041-object-storage.md). Safe to run again: what the bucket
// already holds is skipped. Exits 1 when a file failed, 2 when no bucket is configured.
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { createFileStorage } from '../lib/file-storage.js';
import { openFileStorage } from '../lib/object-storage.js';
import { moveFiles } from './move.js';

const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== '--remove-local');
if (unknown.length > 0) {
  console.error(`storage:move: unknown option ${unknown.join(' ')} (only --remove-local)`);
  process.exit(2);
}

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(2);
}
if (!config.s3) {
  console.error('storage:move needs a bucket: set S3_BUCKET (and S3_ENDPOINT, keys...) first.');
  process.exit(2);
}

const from = createFileStorage(path.join(config.dataDir, 'files'));
const to = openFileStorage(config);
console.log(`Moving ${from.where} to ${to.where}`);
const report = await moveFiles(from, to, {
  removeSource: args.includes('--remove-local'),
  log: (line) => console.log(line),
});
process.exitCode = report.failed.length > 0 ? 1 : 0;
