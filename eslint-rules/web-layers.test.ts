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

tester.run('web-layers/query-keys', plugin.rules['query-keys'], {
  valid: [
    {
      code: 'useQuery({ queryKey: groupKeys.one(id), queryFn });',
      filename: at('features/a/api/x.ts'),
    },
    { code: 'client.setQueryData(groupKeys.one(id), group);', filename: at('lib/x.ts') },
    // Key files are where the arrays are written.
    { code: "export const k = { all: ['groups'] };", filename: at('lib/query-keys.ts') },
    { code: "useQuery({ queryKey: ['x'] });", filename: at('features/a/api/keys.ts') },
    // Other arrays and other methods are not keys.
    {
      code: "client.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'x' });",
      filename: at('app/x.ts'),
    },
    { code: "list.push(['x']);", filename: at('app/x.ts') },
  ],
  invalid: [
    {
      code: "useQuery({ queryKey: ['groups', id], queryFn });",
      filename: at('features/member-groups/api/groups.ts'),
      errors: [{ messageId: 'literal' }],
    },
    {
      code: "client.invalidateQueries({ queryKey: [...GROUPS, 'list'] });",
      filename: at('app/live-refresh.ts'),
      errors: [{ messageId: 'literal' }],
    },
    {
      code: "client.setQueryData(['conversations', 'one', 1], c);",
      filename: at('lib/open-conversation.ts'),
      errors: [{ messageId: 'literal' }],
    },
    {
      code: "useMutation({ mutationKey: ['buy'], mutationFn });",
      filename: at('features/member-store/api/store.ts'),
      errors: [{ messageId: 'literal' }],
    },
  ],
});
