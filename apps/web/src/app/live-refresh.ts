import type { QueryClient } from '@tanstack/react-query';
import type { Challenge } from '@app/contract/challenges';
import type { LiveEvent } from '@app/sdk/live/reducers';
import { memberPaths } from '../lib/paths';
import { applyUnread } from '../features/member-notifications/api/notifications';
import { showToast } from '../lib/toasts';
import { messageOf, petitionOf } from '../lib/live/live-events';
import {
  activityKeys,
  attendanceKeys,
  badgeKeys,
  challengeKeys,
  chatKeys,
  coinKeys,
  conversationKeys,
  friendKeys,
  groupKeys,
  invitationKeys,
  petitionKeys,
  rankingKeys,
  sportKeys,
  wishKeys,
} from '../lib/query-keys';

/**
 * What each live event makes stale. Petitions: the bell's list (to me), or the plan and its
 * standing (from me: an answer); friendships: the friends' lists and the plans (friends'
 * first); invitations: the bell's; messages: the chat list. An open chat follows the messages
 * itself (use-chat).
 */
export function refreshFor(queryClient: QueryClient, event: LiveEvent) {
  const petition = petitionOf(event);
  if (event.kind === 'petition-petitions_types-match-me') {
    void queryClient.invalidateQueries({ queryKey: petitionKeys.all });
  }
  if (petition) {
    void queryClient.invalidateQueries({ queryKey: activityKeys.one(petition.activity) });
    void queryClient.invalidateQueries({ queryKey: activityKeys.lists });
    void queryClient.invalidateQueries({ queryKey: chatKeys.list });
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
    void queryClient.invalidateQueries({ queryKey: friendKeys.all });
    void queryClient.invalidateQueries({ queryKey: activityKeys.lists });
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
    void queryClient.invalidateQueries({ queryKey: invitationKeys.all });
    showToast({
      text: `${activity.user.firstname} te invita a un plan.`,
      link: { to: memberPaths.activity(activity.id), label: 'Ver' },
    });
  }
  if (event.kind === 'wish-answer') {
    const { user, wish } = event.payload;
    void queryClient.invalidateQueries({ queryKey: wishKeys.all });
    showToast({
      text: `${user.firstname} se apunta a tu deseo «${wish.text}».`,
      link: { to: `${memberPaths.map}?capas=deseos`, label: 'Ver' },
    });
  }
  // The member's place on a board moved (decision 0027): the boards read again.
  // Coins come with the points of the same fact (decision 0028).
  if (event.kind === 'ranking') {
    void queryClient.invalidateQueries({ queryKey: rankingKeys.all });
    void queryClient.invalidateQueries({ queryKey: coinKeys.all });
  }
  // A verified attendance moved the member's challenges (issue 21): the bar moves at once,
  // the lists and the board read again; the one that gave the reward says so.
  if (event.kind === 'challenge') {
    const { challenge_id: id, progress, rewarded } = event.payload;
    const cached = queryClient.getQueryData<Challenge>(challengeKeys.one(id));
    if (cached?.me)
      queryClient.setQueryData(challengeKeys.one(id), {
        ...cached,
        me: { ...cached.me, progress },
      });
    void queryClient.invalidateQueries({ queryKey: challengeKeys.all });
    if (rewarded) {
      void queryClient.invalidateQueries({ queryKey: coinKeys.all });
      void queryClient.invalidateQueries({ queryKey: badgeKeys.all });
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
    void queryClient.invalidateQueries({ queryKey: activityKeys.one(event.payload.activity_id) });
  }
  if (event.kind === 'notification') {
    applyUnread(queryClient, event.payload.unread);
    // A mark or a result waiting for the member's word (decision 0027): the plans' attendance
    // and results, and the prompt of what is pending, read again.
    const told = event.payload.kind;
    if (told === 'attendance_marked' || told?.startsWith('result_')) {
      void queryClient.invalidateQueries({
        predicate: ({ queryKey }) => activityKeys.isAfterPlan(queryKey),
      });
      void queryClient.invalidateQueries({ queryKey: attendanceKeys.pending });
      if (told === 'result_confirmed')
        void queryClient.invalidateQueries({ queryKey: sportKeys.all });
    }
  }
  if (messageOf(event) || event.kind === 'activity-message-read') {
    void queryClient.invalidateQueries({ queryKey: chatKeys.list });
  }
  // Conversations and groups (decision 0026): the lists and counts read again; an open
  // conversation follows its messages itself (use-chat).
  if (event.kind.startsWith('conversation-')) {
    void queryClient.invalidateQueries({ queryKey: conversationKeys.all });
  }
  if (event.kind === 'group') {
    void queryClient.invalidateQueries({ queryKey: groupKeys.all });
    void queryClient.invalidateQueries({ queryKey: conversationKeys.all });
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
