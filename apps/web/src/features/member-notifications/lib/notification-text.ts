import type { NotificationItem } from '@app/contract/notification-centre';
import { memberPaths } from '../../../lib/paths';

/** A plan's words in a sentence: its first line, cut short. */
const plan = (item: NotificationItem) => {
  const words = item.activity?.description.split('\n')[0] ?? '';
  return words.length > 60 ? `«${words.slice(0, 59).trimEnd()}…»` : `«${words}»`;
};

/** What a notification says, and where it leads. */
export function notificationText(item: NotificationItem): { text: string; to: string } {
  const who = item.actor?.firstname ?? 'Alguien';
  const activityId = item.activity?.id;
  const planPage = activityId ? memberPaths.activity(activityId) : memberPaths.notifications;
  const profile = item.actor ? memberPaths.user(item.actor.id) : memberPaths.friends;
  switch (item.kind) {
    case 'request':
      return { text: `${who} quiere unirse a ${plan(item)}`, to: planPage };
    case 'accepted':
      return {
        // No one: a brand's event gave the place in turn (issue 21).
        text: `${item.actor ? `${who} te ha aceptado en` : 'Ya tienes plaza en'} ${plan(item)}`,
        to: activityId ? memberPaths.chat(activityId) : planPage,
      };
    case 'refused':
      return { text: `Esta vez no ha podido ser: ${plan(item)}`, to: planPage };
    case 'message': {
      const more = item.count > 1 ? ` (y ${item.count - 1} más)` : '';
      // The latest words are gone when that message was deleted.
      const said =
        item.text === null
          ? `${who} escribió en ${plan(item)}`
          : `${who} en ${plan(item)}: ${item.text}`;
      return {
        text: `${said}${more}`,
        to: activityId ? memberPaths.chat(activityId) : memberPaths.chats,
      };
    }
    case 'friend_request':
      return { text: `${who} te ha enviado una solicitud de amistad`, to: profile };
    case 'friend_accepted':
      return { text: `${who} ha aceptado tu solicitud de amistad`, to: profile };
    case 'invitation':
      return { text: `${who} te invita a ${plan(item)}`, to: planPage };
    case 'invitation_accepted':
      return { text: `${who} ha aceptado tu invitación a ${plan(item)}`, to: planPage };
    case 'conversation_message': {
      const more = item.count > 1 ? ` (y ${item.count - 1} más)` : '';
      const where = item.group ? ` en ${item.group.name}` : '';
      const said =
        item.text === null ? `${who} te escribió${where}` : `${who}${where}: ${item.text}`;
      return {
        text: `${said}${more}`,
        to: item.conversation ? memberPaths.conversation(item.conversation.id) : memberPaths.chats,
      };
    }
    case 'group_invitation':
      return {
        text: `${who} te invita al grupo ${item.group?.name ?? ''}`.trimEnd(),
        to: item.group ? memberPaths.group(item.group.id) : memberPaths.groups,
      };
    case 'group_request':
      return {
        text: `${who} quiere unirse a ${item.group?.name ?? 'tu grupo'}`,
        to: item.group ? memberPaths.group(item.group.id) : memberPaths.groups,
      };
    case 'group_admitted':
      return {
        text: `Ya eres miembro de ${item.group?.name ?? 'un grupo'}`,
        to: item.group ? memberPaths.group(item.group.id) : memberPaths.groups,
      };
    case 'wish_answer':
      return {
        text: `${who} se apunta a tu deseo «${item.text ?? ''}»`,
        to: `${memberPaths.map}?capas=deseos`,
      };
    case 'attendance_marked':
      return {
        text: `${who} ha marcado que fuiste a ${plan(item)}. Confirma que se celebró`,
        to: planPage,
      };
    case 'result_reported':
      return {
        text: `${who} ha anotado el resultado de ${plan(item)}. ¿Es correcto?`,
        to: planPage,
      };
    case 'result_confirmed':
      return {
        text: `Resultado confirmado en ${plan(item)}: tu nivel se ha actualizado`,
        to: planPage,
      };
    case 'result_disputed':
      return {
        text: `${who} no está de acuerdo con el resultado de ${plan(item)}. Anotad uno nuevo`,
        to: planPage,
      };
    case 'reminder':
      // The server says when, in the city's time («mañana a las 18:30»).
      return { text: `Recordatorio: ${plan(item)} es ${item.text ?? 'pronto'}`, to: planPage };
    case 'cancelled':
      // The server says how many had a place, of the minimum («2 de 4»).
      return {
        text: `Se ha cancelado ${plan(item)}: no llegó al mínimo de personas${item.text ? ` (${item.text})` : ''}`,
        to: planPage,
      };
  }
}
