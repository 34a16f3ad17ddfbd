import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import plugin from './web-layers.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = path.resolve('apps/web/src');
const at = (file: string) => path.join(root, file);
const tester = new RuleTester({
  languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
});

tester.run('web-layers/zones', plugin.rules.zones, {
  valid: [
    // Inside one feature, to shared code, from a route: all fine.
    { code: "import { x } from './api/chats';", filename: at('features/member-chats/use-chat.ts') },
    {
      code: "import { Avatar } from '../../components/ui/avatar';",
      filename: at('features/member-chats/use-chat.ts'),
    },
    {
      code: "import { useChat } from '../../features/member-chats/use-chat';",
      filename: at('routes/app/chat.tsx'),
    },
    { code: "import { format } from './format';", filename: at('lib/paths.ts') },
    { code: "import x from 'react';", filename: at('components/member/member-frame.tsx') },
    // A crossing known when the rule came is let through, by its exact pair.
    {
      code: "import { useChat } from '../member-chats/use-chat';",
      filename: at('features/member-conversations/view.tsx'),
      options: [
        { root, known: ['features/member-conversations/view -> features/member-chats/use-chat'] },
      ],
    },
  ].map((test) => ({ options: [{ root }], ...test })),
  invalid: [
    {
      code: "import { useChat } from '../member-chats/use-chat';",
      filename: at('features/member-conversations/view.tsx'),
      errors: [{ messageId: 'feature' }],
    },
    {
      code: "export { ReportSheet } from '../../features/member-safety/components/report-sheet';",
      filename: at('features/member-wishes/index.ts'),
      errors: [{ messageId: 'feature' }],
    },
    {
      code: "const page = import('../../features/member-live/use-live');",
      filename: at('components/member/member-frame.tsx'),
      errors: [{ messageId: 'shared' }],
    },
    {
      code: "import { unread } from '../features/member-conversations/api/unread';",
      filename: at('lib/unread.ts'),
      errors: [{ messageId: 'shared' }],
    },
  ].map((test) => ({ options: [{ root }], ...test })),
});

describe('the known crossings', () => {
  // A crossing moved away leaves its entry: the list must shrink with the code, so that a new
  // crossing of the same pair could not hide behind it.
  it('each still exists in the code', async () => {
    const { readFileSync } = await import('node:fs');
    const { KNOWN_CROSSINGS } = await import('./known-crossings.js');
    for (const pair of KNOWN_CROSSINGS) {
      const [from, to] = pair.split(' -> ') as [string, string];
      const file = [`${from}.ts`, `${from}.tsx`]
        .map((name) => path.join(root, name))
        .find((name) => {
          try {
            readFileSync(name);
            return true;
          } catch {
            return false;
          }
        });
      expect(file, `${from} (listed in eslint.config.js)`).toBeDefined();
      const source = readFileSync(file!, 'utf8');
      const imports = [...source.matchAll(/(?:from\s+|import\(\s*)['"](\.[^'"]+)['"]/g)].map(
        (match) =>
          path
            .relative(root, path.resolve(path.dirname(file!), match[1]!))
            .replace(/\.(tsx?|module\.css|css)$/, ''),
      );
      expect(imports, `${pair} is no longer in the code: take it off the list`).toContain(to);
    }
  });
});
