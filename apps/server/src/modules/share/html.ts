/** Markup already safe to send: the result of `html`, or text the code itself wrote. */
export type Html = { readonly raw: string };

type Part = string | number | Html | null | undefined | false | readonly Part[];

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML, safe in an element and inside a quoted attribute. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/**
 * A template of HTML whose values are escaped, unless they are `Html` themselves: what a
 * member wrote (a plan's description) can never become markup on a page anyone opens.
 * @example html`<h1>${title}</h1>`.raw
 */
export function html(strings: TemplateStringsArray, ...values: Part[]): Html {
  let raw = strings[0]!;
  values.forEach((value, index) => {
    raw += partText(value) + strings[index + 1]!;
  });
  return { raw };
}

function partText(value: Part): string {
  if (value === null || value === undefined || value === false) return '';
  if (Array.isArray(value)) return value.map(partText).join('');
  if (typeof value === 'object' && 'raw' in value) return value.raw;
  return escapeHtml(String(value));
}
