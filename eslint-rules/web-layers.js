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

export default { rules: { zones } };
