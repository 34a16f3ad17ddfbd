import { site } from '../../../lib/site';

/** The address for legal questions and requests, as a mail link. */
export function ContactEmail() {
  return <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>;
}
