import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
import { startChunks } from './src/build/start-chunks';
import { ATLAS_FRAME, cutTopology } from './src/components/map/atlas/build-atlas';

// The member app's first screen in few scripts (src/build/start-chunks.ts): what every app
// address needs (guests' too), then what a member's Descubrir and the tabs around it add.
const start = startChunks(
  [
    {
      name: 'app-start',
      from: [/[\\/]src[\\/]routes[\\/]app[\\/](root|layout)\.tsx$/],
    },
    {
      name: 'member-start',
      from: [
        /[\\/]src[\\/]routes[\\/]app[\\/]discover\.tsx$/,
        /[\\/]src[\\/]app[\\/]member-frame\.tsx$/,
      ],
    },
  ],
  // The public pages: what they share with it is a chunk of its own.
  { name: 'site-start', from: [/[\\/]src[\\/]routes[\\/][^\\/]+\.tsx$/] },
);

/**
 * The app's client build: what `vite build` makes, and scripts/build.mjs's first step. The
 * prerendered pages' islands and the prerender's renderer are built apart (`WEB_BUILD`), with
 * the bundler's own chunks.
 */
const appBuild = (isSsrBuild: boolean | undefined) =>
  !isSsrBuild && (process.env.WEB_BUILD ?? 'app') === 'app';

const appChunkGroups = [
  // TanStack Query in one chunk rather than one per hook and observer, React with it: the
  // entry uses its provider, and a chunk of its dependencies would import the entry back.
  {
    name: 'query',
    test: /[\\/]node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/,
    priority: 10,
  },
  ...start.groups,
];

// The website lives under /web on the API server's port. Workspace packages resolve to their
// TypeScript sources through the "source" export condition, in the browser build and in the
// prerender's server build alike.
//
// `vite build` alone gives a working client-rendered site; `npm run build` (scripts/build.mjs)
// adds the prerendered pages the server expects.
export default defineConfig(({ isSsrBuild }) => ({
  base: '/web/',
  plugins: [react(), mapAtlas(), ...(appBuild(isSsrBuild) ? [start.plugin] : [])],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  server: { proxy: { '/api': 'http://localhost:8000', '/map': 'http://localhost:8000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // MapLibre is one chunk of about 1.2 MB (300 KB gzip), loaded only by the pages with a map.
    chunkSizeWarningLimit: 1300,
    ...(appBuild(isSsrBuild) && {
      rolldownOptions: { output: { codeSplitting: { groups: appChunkGroups } } },
    }),
  },
}));

/**
 * `virtual:map-atlas`: the outlines of the embedded basemap (docs/decisions/0016-map.md), read
 * from the data packages at build time: es-atlas's provinces as they are (18 KB gzip), and
 * world-atlas's 1:50m countries cut to those near Spain (24 KB gzip of 230). Only the map
 * pages import it, as a chunk of its own.
 */
function mapAtlas(): Plugin {
  const id = 'virtual:map-atlas';
  const resolved = `\0${id}`;
  const require = createRequire(import.meta.url);
  const read = (file: string) => JSON.parse(readFileSync(require.resolve(file), 'utf8')) as never;
  return {
    name: 'map-atlas',
    resolveId: (source) => (source === id ? resolved : undefined),
    load(loaded) {
      if (loaded !== resolved) return undefined;
      const atlas = {
        spain: read('es-atlas/es/provinces.json'),
        world: cutTopology(read('world-atlas/countries-50m.json'), 'countries', ATLAS_FRAME),
      };
      // JSON.parse of a string is faster than the same object as JavaScript.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(atlas))});`;
    },
  };
}
