import type { QueryClient } from '@tanstack/react-query';
import type { Challenge } from '@app/contract/challenges';
import type { LiveEvent } from '@app/sdk/live/reducers';
import { memberPaths } from '../lib/paths';
import {
  CHALLENGES_KEY,
  COINS_KEY,
  CONVERSATIONS_KEY,
  GROUPS_KEY,
  RANKING_KEY,
  WISHES_KEY,
} from '../lib/query-keys';
import { applyUnread } from '../features/member-notifications/api/notifications';
import { showToast } from '../lib/toasts';
import { messageOf, petitionOf } from '../lib/live/live-events';

/**
 * What each live event makes stale. Petitions: the bell's list (to me), or the plan and its
 * standing (from me: an answer); friendships: the friends' lists and the plans (friends'
 * first); invitations: the bell's; messages: the chat list. An open chat follows the messages
 * itself (use-chat).
 */
export function refreshFor(queryClient: QueryClient, event: LiveEvent) {
  const petition = petitionOf(event);
  if (event.kind === 'petition-petitions_types-match-me') {
    void queryClient.invalidateQueries({ queryKey: ['petitions'] });
  }
  if (petition) {
    void queryClient.invalidateQueries({ queryKey: ['activity', petition.activity] });
    void queryClient.invalidateQueries({ queryKey: ['activities'] });
    void queryClient.invalidateQueries({ queryKey: ['chats'] });
  }
  if (event.kind === 'petition-petitions_types-match-from' && petition) {
    showToast(
      petition.acepted
        ? {
            text: '¡Te han aceptado en un plan!',
            link: { to: memberPaths.chat(petition.activity), label: 'Abrir chat' },
          }
        : { text: 'Esta vez no ha podido ser: han rechazado tu solicitud.' },
    );
  }
  if (
    event.kind === 'petition-petitions_types-match-me' &&
    petition &&
    !petition.acepted &&
    !petition.refused
  ) {
    showToast({
      text: `${petition.from_user.firstname} quiere unirse a tu plan.`,
      link: { to: memberPaths.notifications, label: 'Ver' },
    });
  }
  if (event.kind === 'friendship') {
    const { user, status } = event.payload;
    void queryClient.invalidateQueries({ queryKey: ['friends'] });
    void queryClient.invalidateQueries({ queryKey: ['activities'] });
    if (status === 'received') {
      showToast({
        text: `${user.firstname} te ha enviado una solicitud de amistad.`,
        link: { to: memberPaths.notifications, label: 'Ver' },
      });
    }
    if (status === 'friends') {
      showToast({
        text: `${user.firstname} ha aceptado tu solicitud de amistad.`,
        link: { to: memberPaths.user(user.id), label: 'Ver perfil' },
      });
    }
  }
  if (event.kind === 'activity-invitation') {
    const { activity } = event.payload;
    void queryClient.invalidateQueries({ queryKey: ['invitations'] });
    showToast({
      text: `${activity.user.firstname} te invita a un plan.`,
      link: { to: memberPaths.activity(activity.id), label: 'Ver' },
    });
  }
  if (event.kind === 'wish-answer') {
    const { user, wish } = event.payload;
    void queryClient.invalidateQueries({ queryKey: WISHES_KEY });
    showToast({
      text: `${user.firstname} se apunta a tu deseo «${wish.text}».`,
      link: { to: `${memberPaths.map}?capas=deseos`, label: 'Ver' },
    });
  }
  // The member's place on a board moved (decision 0027): the boards read again.
  // Coins come with the points of the same fact (decision 0028).
  if (event.kind === 'ranking') {
    void queryClient.invalidateQueries({ queryKey: RANKING_KEY });
    void queryClient.invalidateQueries({ queryKey: COINS_KEY });
  }
  // A verified attendance moved the member's challenges (issue 21): the bar moves at once,
  // the lists and the board read again; the one that gave the reward says so.
  if (event.kind === 'challenge') {
    const { challenge_id: id, progress, rewarded } = event.payload;
    const cached = queryClient.getQueryData<Challenge>([...CHALLENGES_KEY, id]);
    if (cached?.me)
      queryClient.setQueryData([...CHALLENGES_KEY, id], {
        ...cached,
        me: { ...cached.me, progress },
      });
    void queryClient.invalidateQueries({ queryKey: CHALLENGES_KEY });
    if (rewarded) {
      void queryClient.invalidateQueries({ queryKey: COINS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['badges'] });
      // Its prize named only when there is one (a challenge may reward nothing but the goal).
      const prize = !cached || cached.reward_coins > 0 || cached.badge_name !== null;
      showToast({
        text: prize ? '¡Reto completado! Ya tienes su premio.' : '¡Reto completado!',
        link: { to: `${memberPaths.challenges}/${id}`, label: 'Ver' },
      });
    }
  }
  // A waiting request moved up, or was offered to the host: its plan's standing reads again.
  if (event.kind === 'waiting-list') {
    void queryClient.invalidateQueries({ queryKey: ['activity', event.payload.activity_id] });
  }
  if (event.kind === 'notification') {
    applyUnread(queryClient, event.payload.unread);
    // A mark or a result waiting for the member's word (decision 0027): the plans' attendance
    // and results, and the prompt of what is pending, read again.
    const told = event.payload.kind;
    if (told === 'attendance_marked' || told?.startsWith('result_')) {
      void queryClient.invalidateQueries({
        predicate: ({ queryKey }) =>
          queryKey[0] === 'activity' && (queryKey[2] === 'result' || queryKey[2] === 'attendance'),
      });
      void queryClient.invalidateQueries({ queryKey: ['attendance', 'pending'] });
      if (told === 'result_confirmed') void queryClient.invalidateQueries({ queryKey: ['sports'] });
    }
  }
  if (messageOf(event) || event.kind === 'activity-message-read') {
    void queryClient.invalidateQueries({ queryKey: ['chats'] });
  }
  // Conversations and groups (decision 0026): the lists and counts read again; an open
  // conversation follows its messages itself (use-chat).
  if (event.kind.startsWith('conversation-')) {
    void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
  }
  if (event.kind === 'group') {
    void queryClient.invalidateQueries({ queryKey: GROUPS_KEY });
    void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
    if (event.payload.change === 'invited') {
      showToast({
        text: 'Te han invitado a un grupo.',
        link: { to: memberPaths.groups, label: 'Ver' },
      });
    }
    if (event.payload.change === 'admitted') {
      showToast({
        text: '¡Ya eres miembro del grupo!',
        link: { to: memberPaths.group(event.payload.group_id), label: 'Ver' },
      });
    }
  }
}
