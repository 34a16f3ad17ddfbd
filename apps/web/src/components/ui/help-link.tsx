import { Fragment } from 'react';
import { Link } from 'react-router';
import { memberPaths } from '../../lib/paths';

/**
 * The way to the team from any text that says "escríbenos": the app's Ayuda page (questions
 * and answers, the contact form for members, the address for everyone).
 */
export function HelpLink({ children = 'Ayuda' }: { children?: string }) {
  return <Link to={memberPaths.help}>{children}</Link>;
}

/**
 * A message as it came (the server's words, an alert's text), with each mention of "Ayuda"
 * as a link to it: "…escríbenos desde Ayuda, en la web" leads there.
 * @example <TextWithHelpLink text={SUSPENDED_MESSAGE} />
 */
export function TextWithHelpLink({ text }: { text: string }) {
  const parts = text.split(/\b(Ayuda)\b/u);
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    index % 2 === 1 ? <HelpLink key={index} /> : <Fragment key={index}>{part}</Fragment>,
  );
}
