import type { Rule } from 'eslint';

declare const plugin: { rules: { zones: Rule.RuleModule; 'query-keys': Rule.RuleModule } };
export default plugin;
