import type { Rule } from 'eslint';

declare const plugin: { rules: { zones: Rule.RuleModule } };
export default plugin;
