import type { Wish } from '@app/contract/wishes';
import { Avatar } from '../../../components/ui/avatar';
import { useAvatarUrl } from '../../../lib/avatar';

/** The wisher's picture (or initial), small, beside their name. */
export function WisherAvatar({ user, size = 32 }: { user: Wish['user']; size?: number }) {
  const src = useAvatarUrl(user);
  return <Avatar name={user.firstname} size={size} {...(src ? { src } : {})} />;
}
