import { PUSH_URLS, type PushPayload } from '@app/contract/push-payload';
import type { PublishedEvent } from '../../lib/publisher.js';

/** What a push's text needs to know that the event does not carry. */
export type PushLookups = {
  /** An activity's text, to name the plan. */
  activityText(activityId: number): Promise<string | undefined>;
  /** A member's first name, to say who wrote. */
  firstName(userId: number): Promise<string | undefined>;
  /** The group whose chat a conversation is, by name; undefined for a private one. */
  conversationGroup(conversationId: number): Promise<string | undefined>;
  /** A group's name. */
  groupName(groupId: number): Promise<string | undefined>;
  /** Which of `userIds` are a blocked pair with `userId` (decision 0022): they get no push of theirs. */
  blockedWith(userId: number, userIds: number[]): Promise<Set<number>>;
};

/** Who caused an event, when someone blocked by a recipient may have: a chat line's author. */
export function authorOf(event: PublishedEvent): number | null {
  if (event.kind === 'activity-message-new' || event.kind === 'conversation-message-new') {
    return event.payload.userId;
  }
  return event.kind === 'wish-answer' ? event.payload.user.id : null;
}

/** The realtime events that also become a push, each with the push it makes. */
export const PUSHED_KINDS = [
  'petition-petitions_types-match-me',
  'petition-petitions_types-match-from',
  'activity-message-new',
  'friendship',
  'activity-invitation',
  'conversation-message-new',
  'group',
  'wish-answer',
] as const;

/**
 * Text cut to `max` characters at a word where it can be, with an ellipsis: a notification
 * shows a line or two.
 * @example shorten('Pádel en el Retiro, nivel medio', 20) // 'Pádel en el Retiro,…'
 */
export function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  // The cut ends a word already: keep all of it.
  if (flat[max - 1] === ' ') return `${cut}…`;
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}

const plan = (text: string | undefined) => (text ? `«${shorten(text, 60)}»` : 'tu plan');

/**
 * The push for an event, in Spanish, with the page to open: a request to the host, the
 * answer to the one who asked, a chat message to the others in the chat, a friend request or
 * a new friendship, a friend's invitation to a plan, a private or group message, an invitation
 * to a group or its acceptance, an answer to one's wish. Undefined for the events that make none
 * (deletions, read receipts, a request withdrawn).
 */
export async function pushFor(
  event: PublishedEvent,
  lookups: PushLookups,
): Promise<PushPayload | undefined> {
  switch (event.kind) {
    case 'petition-petitions_types-match-me': {
      const petition = event.payload;
      const activity = await lookups.activityText(petition.activity);
      return {
        kind: 'petition',
        title: 'Nueva solicitud',
        body: `${petition.from_user.firstname} quiere unirse a ${plan(activity)}.`,
        url: PUSH_URLS.activity(petition.activity),
        tag: `petition-${petition.id}`,
      };
    }
    case 'petition-petitions_types-match-from': {
      const petition = event.payload;
      const activity = plan(await lookups.activityText(petition.activity));
      return petition.acepted
        ? {
            kind: 'answer',
            title: '¡Solicitud aceptada!',
            body: `Ya estás dentro de ${activity}. Saluda en el chat del plan.`,
            url: PUSH_URLS.activity(petition.activity),
            tag: `answer-${petition.id}`,
          }
        : {
            kind: 'answer',
            title: 'Solicitud no aceptada',
            body: `Esta vez no ha podido ser en ${activity}. Hay más planes en Descubrir.`,
            url: PUSH_URLS.activity(petition.activity),
            tag: `answer-${petition.id}`,
          };
    }
    case 'activity-message-new': {
      const message = event.payload;
      const [author, activity] = await Promise.all([
        message.userId === null ? undefined : lookups.firstName(message.userId),
        lookups.activityText(message.activityId),
      ]);
      return {
        kind: 'message',
        title: activity ? shorten(activity, 60) : 'Nuevo mensaje',
        body: `${author ?? 'Alguien'}: ${shorten(message.message, 140)}`,
        url: PUSH_URLS.chat(message.activityId),
        // One notification per chat: the next message replaces it.
        tag: `chat-${message.activityId}`,
      };
    }
    case 'friendship': {
      const { user, status } = event.payload;
      if (status === 'received') {
        return {
          kind: 'friend',
          title: 'Solicitud de amistad',
          body: `${user.firstname} te ha enviado una solicitud de amistad.`,
          url: PUSH_URLS.user(user.id),
          tag: `friend-${user.id}`,
        };
      }
      if (status === 'friends') {
        return {
          kind: 'friend',
          title: '¡Nueva amistad!',
          body: `${user.firstname} ha aceptado tu solicitud de amistad.`,
          url: PUSH_URLS.user(user.id),
          tag: `friend-${user.id}`,
        };
      }
      // A request withdrawn or a friendship ended is nothing to wake someone for.
      return undefined;
    }
    case 'activity-invitation': {
      const { activity } = event.payload;
      return {
        kind: 'invitation',
        title: 'Te invitan a un plan',
        body: `${activity.user.firstname} te invita a ${plan(activity.description)}.`,
        url: PUSH_URLS.activity(activity.id),
        tag: `invitation-${activity.id}`,
      };
    }
    case 'conversation-message-new': {
      const message = event.payload;
      const [author, group] = await Promise.all([
        message.userId === null ? undefined : lookups.firstName(message.userId),
        lookups.conversationGroup(message.conversationId),
      ]);
      return {
        kind: 'message',
        // A group's line says who in it; a private one is titled by its author.
        title: group ? shorten(group, 60) : (author ?? 'Nuevo mensaje'),
        body: group
          ? `${author ?? 'Alguien'}: ${shorten(message.message, 140)}`
          : shorten(message.message, 160),
        url: PUSH_URLS.conversation(message.conversationId),
        tag: `conversation-${message.conversationId}`,
      };
    }
    case 'group': {
      const { group_id: groupId, change } = event.payload;
      if (change !== 'invited' && change !== 'admitted') return undefined;
      const name = (await lookups.groupName(groupId)) ?? 'un grupo';
      return change === 'invited'
        ? {
            kind: 'group',
            title: 'Te invitan a un grupo',
            body: `Únete a ${name} y charlad en su chat.`,
            url: PUSH_URLS.group(groupId),
            tag: `group-${groupId}`,
          }
        : {
            kind: 'group',
            title: '¡Ya estás dentro!',
            body: `Han aceptado tu solicitud para unirte a ${name}.`,
            url: PUSH_URLS.group(groupId),
            tag: `group-${groupId}`,
          };
    }
    case 'wish-answer': {
      const { wish, user } = event.payload;
      return {
        kind: 'wish',
        title: '¡Alguien se apunta!',
        body: `${user.firstname} se apunta a tu deseo «${shorten(wish.text, 80)}».`,
        url: PUSH_URLS.wishes,
        tag: `wish-${wish.id}`,
      };
    }
    default:
      return undefined;
  }
}
