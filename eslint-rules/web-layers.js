// The website's layers (apps/web/README.md, bulletproof-react's rule): a feature never imports
// another feature, and the shared code (`components/`, `lib/`, `hooks/`) never imports a
// feature; routes (and the app's shell) compose features. Checked on every relative import,
// export and dynamic import by where it resolves, so `../member-chats/use-chat` and
// `../../features/member-chats/use-chat` are the same crossing.
import path from 'node:path';

const SHARED = new Set(['components', 'lib', 'hooks']);

/** The layer a file of apps/web/src belongs to: `features/<name>`, `components`, ... */
function layerOf(file, root) {
  const relative = path.relative(root, file);
  if (relative.startsWith('..')) return undefined;
  const [top, second] = relative.split(path.sep);
  return top === 'features' && second ? `features/${second}` : top;
}

/** @type {import('eslint').Rule.RuleModule} */
const zones = {
  meta: {
    type: 'problem',
    docs: { description: 'Features never import each other; shared code never imports a feature.' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      feature:
        'A feature never imports another feature ({{from}} → {{to}}): move what both need to components/ or lib/, or compose them in a route (apps/web/README.md).',
      shared:
        'Shared code never imports a feature ({{from}} → {{to}}): move what it needs out of the feature, or pass it in (apps/web/README.md).',
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const root = path.resolve(context.cwd, options.root ?? 'apps/web/src');
    const file = context.physicalFilename;
    const from = layerOf(file, root);
    if (!from) return {};

    function check(node, specifier) {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), specifier);
      const to = layerOf(target, root);
      if (!to?.startsWith('features/') || to === from) return;
      const kind = from.startsWith('features/') ? 'feature' : SHARED.has(from) ? 'shared' : null;
      if (!kind) return;
      context.report({ node, messageId: kind, data: { from, to } });
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) =>
        node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

// Query keys come from factories (lib/query-keys.ts for what features share, a feature's
// api/keys.ts for its own), so a key read in one place and made stale in another cannot drift
// apart: an array written as a key anywhere else is reported.
const KEY_FILES = /(^|[/\\])(query-keys|keys)\.ts$/;
const KEY_METHODS = new Set([
  'getQueryData',
  'setQueryData',
  'getQueriesData',
  'setQueriesData',
  'getQueryState',
  'prefetchQuery',
  'ensureQueryData',
  'fetchQuery',
]);

/** An array literal, or one spread from a key (`[...KEY, 'list']`). */
const isArray = (node) => node?.type === 'ArrayExpression';

/** @type {import('eslint').Rule.RuleModule} */
const queryKeys = {
  meta: {
    type: 'problem',
    docs: { description: 'Query keys come from a key factory, never an array written in place.' },
    schema: [],
    messages: {
      literal:
        "A query key comes from its factory: lib/query-keys.ts for what features share, the feature's api/keys.ts for its own.",
    },
  },
  create(context) {
    if (KEY_FILES.test(context.physicalFilename)) return {};
    const report = (node) => context.report({ node, messageId: 'literal' });
    return {
      Property(node) {
        const name = node.key.type === 'Identifier' ? node.key.name : node.key.value;
        if ((name === 'queryKey' || name === 'mutationKey') && isArray(node.value)) {
          report(node.value);
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        const method = callee.type === 'MemberExpression' ? callee.property.name : undefined;
        if (KEY_METHODS.has(method) && isArray(node.arguments[0])) report(node.arguments[0]);
      },
    };
  },
};

export default { rules: { zones, 'query-keys': queryKeys } };
