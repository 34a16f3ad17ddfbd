// The website's build scripts build for production whatever NODE_ENV the shell has: a small
// entry built the way scripts/build.mjs builds, in a child process started with
// NODE_ENV=development as a shell may have it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const web = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const fixture = mkdtempSync(path.join(tmpdir(), 'antojo-build-mode-'));
// What React reads to pick its build, and what the service worker's registration reads.
writeFileSync(
  path.join(fixture, 'entry.js'),
  'export const seen = [process.env.NODE_ENV, import.meta.env.DEV, import.meta.env.PROD];\n',
);

/** Builds the fixture in a child process under NODE_ENV=development; answers what it saw. */
function builtWith(importBuild: string): unknown {
  const program = `
    ${importBuild}
    const { output } = await build({
      root: ${JSON.stringify(fixture)},
      configFile: false,
      logLevel: 'silent',
      build: { write: false, minify: false, rollupOptions: { input: 'entry.js', preserveEntrySignatures: 'strict' } },
    });
    const seen = /seen = (\\[[^\\]]*\\])/.exec(output[0].code)[1];
    process.stdout.write(seen);
  `;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', program], {
    cwd: web,
    env: { ...process.env, NODE_ENV: 'development' },
    encoding: 'utf8',
  });
  expect(result.stderr).toBe('');
  return JSON.parse(result.stdout);
}

describe('a build of the website under NODE_ENV=development', () => {
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));

  it("is a development build through Vite's own build (what productionBuild prevents)", () => {
    expect(builtWith(`import { build } from 'vite';`)).toEqual(['development', true, false]);
  });

  it('is a production build through productionBuild, as scripts/build.mjs builds', () => {
    const module = pathToFileURL(path.join(web, 'scripts/production-build.mjs')).href;
    expect(builtWith(`import { productionBuild as build } from '${module}';`)).toEqual([
      'production',
      false,
      true,
    ]);
  });
});
