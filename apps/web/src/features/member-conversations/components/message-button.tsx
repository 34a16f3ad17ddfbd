import { useNavigate } from 'react-router';
import { ChatsIcon } from '../../../components/icons/app-icons';
import { buttonClassName } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { memberPaths } from '../../../lib/paths';
import { showToast } from '../../../lib/toasts';
import { useFriendship } from '../../member-friends/api/friends';
import { useOpenConversation } from '../api/conversations';

/**
 * "Enviar mensaje" on a friend's profile: opens (or finds) the private conversation and goes
 * to it. Only between friends: for anyone else the server would refuse, so it is not offered.
 */
export function MessageButton({ userId, name }: { userId: number; name: string }) {
  const friendship = useFriendship(userId);
  const open = useOpenConversation();
  const navigate = useNavigate();
  if (friendship.data?.status !== 'friends') return null;
  return (
    <button
      type="button"
      className={buttonClassName('secondary')}
      disabled={open.isPending}
      onClick={() =>
        open.mutate(userId, {
          onSuccess: (conversation) => void navigate(memberPaths.conversation(conversation.id)),
          onError: () => showToast({ text: `No hemos podido abrir la conversación con ${name}.` }),
        })
      }
    >
      {open.isPending ? <Spinner /> : <ChatsIcon size={20} />}
      Enviar mensaje
    </button>
  );
}
