import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
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
