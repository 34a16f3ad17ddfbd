import { Link } from 'react-router';
import { memberPaths } from '../../lib/paths';

/**
 * The way to the team from any text that says "escríbenos": the app's Ayuda page (questions
 * and answers, the contact form for members, the address for everyone).
 */
export function HelpLink({ children = 'Ayuda' }: { children?: string }) {
  return <Link to={memberPaths.help}>{children}</Link>;
}
