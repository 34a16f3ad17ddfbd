import type { StoreLink } from '../../lib/store-links';
import { PhoneIcon, PlayIcon } from '../icons/ui-icons';
import { buttonClassName, type ButtonVariant } from '../ui/button';

/**
 * A button to each configured store listing (lib/store-links.ts); nothing when none is. The
 * first takes `first`'s look, the others `others`'.
 */
export function StoreButtons({
  links,
  first,
  others = first,
}: {
  links: readonly StoreLink[];
  first: ButtonVariant;
  others?: ButtonVariant;
}) {
  return links.map((link, index) => (
    <a key={link.store} href={link.url} className={buttonClassName(index === 0 ? first : others)}>
      {link.store === 'google-play' ? <PlayIcon size={18} /> : <PhoneIcon size={18} />}
      {link.label}
    </a>
  ));
}
