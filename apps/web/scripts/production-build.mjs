// Every build of the website is a production build, whatever NODE_ENV the shell has
// (docs/architecture: the website is always built as production serves it). Vite takes
// NODE_ENV=development from the environment (or from a .env file) as a request for a
// development build: React's development build, and `import.meta.env.DEV` true, which keeps
// the member app from registering its service worker (src/pwa/service-worker-client.ts).
// `npm start` and `npm run build` both build through here (scripts/build.mjs); the lint
// forbids Vite's own `build` in the other build scripts.
import { build } from 'vite';

/**
 * Vite's `build` with the mode and NODE_ENV of production. NODE_ENV is set for the whole
 * process on purpose: the prerender (scripts/prerender.mjs) renders with react-dom/server in
 * this process, which picks its production or development build by NODE_ENV too.
 * @example await productionBuild({ root, build: { manifest: true } });
 */
export function productionBuild(config) {
  process.env.NODE_ENV = 'production';
  return build({ ...config, mode: 'production' });
}
