import { useNavigate } from 'react-router';
import { ChatsIcon } from '../icons/app-icons';
import { buttonClassName } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { memberPaths } from '../../lib/paths';
import { showToast } from '../../lib/toasts';
import { useFriendship } from '../../lib/friendship';
import { useOpenConversation } from '../../lib/open-conversation';

/**
 * A button that opens (or finds) the private conversation with someone and goes to it; the
 * server's reason shows when it refuses. For those the member may write to: a friend, or whom a
 * wish joined them with.
 */
export function WriteButton({
  userId,
  name,
  label = 'Enviar mensaje',
  small = false,
}: {
  userId: number;
  name: string;
  label?: string;
  small?: boolean;
}) {
  const open = useOpenConversation();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={buttonClassName('secondary', small ? { size: 'small' } : {})}
      disabled={open.isPending}
      onClick={() =>
        open.mutate(userId, {
          onSuccess: (conversation) => void navigate(memberPaths.conversation(conversation.id)),
          onError: (error) =>
            showToast({
              text:
                (error as { status?: number }).status === 403
                  ? error.message
                  : `No hemos podido abrir la conversación con ${name}.`,
            }),
        })
      }
    >
      {open.isPending ? <Spinner /> : <ChatsIcon size={small ? 16 : 20} />}
      {label}
    </button>
  );
}

/** "Enviar mensaje" on a friend's profile (for anyone else the server would refuse). */
export function MessageButton({ userId, name }: { userId: number; name: string }) {
  const friendship = useFriendship(userId);
  if (friendship.data?.status !== 'friends') return null;
  return <WriteButton userId={userId} name={name} />;
}
