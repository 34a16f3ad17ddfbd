import { sendMessageRequest } from '@app/contract/activities';
import { readConversationRequest } from '@app/contract/conversations';
import { createGroupBody, groupInviteBody } from '@app/contract/groups';
import { createWishRequest } from '@app/contract/wishes';
import * as conversationPolicy from '../modules/conversations/conversation.policy.js';
import * as groupPolicy from '../modules/groups/group.policy.js';
import * as wishPolicy from '../modules/wishes/wish.policy.js';
import type { DemoEvent } from './events.js';
import { drawGroupPicture } from './pictures.js';
import { createRandom } from './random.js';
import type { ReplayContext } from './replay-context.js';

/** The conversation a talk's key names: a group's chat, or a pair's (opened before). */
function conversationOf(context: ReplayContext, key: string): number {
  const id = key.startsWith('group:')
    ? context.ids.groups.get(key.slice('group:'.length))?.conversationId
    : context.ids.conversations.get(key);
  if (id === undefined) context.refuse(`nobody opened ${key}`);
  return id;
}

/**
 * The social steps of the replay, as their routes take them (contract bodies, policies, then
 * the service): friend requests and answers, groups with their pictures, invitations, joins
 * and requests, private conversations and group chats with what each member read, wishes and
 * their "¡Me apunto!". Answers whether `event` was one of them.
 */
export async function replaySocial(event: DemoEvent, context: ReplayContext): Promise<boolean> {
  const { services, references, actor, ids, refuse } = context;
  switch (event.kind) {
    case 'friend-request':
    case 'friend-accept': {
      const { friendship } = event;
      // Asking someone who asked you accepts their request: the same button (decision 0023).
      const [from, to] =
        event.kind === 'friend-request'
          ? [friendship.fromKey, friendship.toKey]
          : [friendship.toKey, friendship.fromKey];
      const change = await services.friends.request(actor(from), actor(to).userId);
      const expected = event.kind === 'friend-request' ? 'sent' : 'friends';
      if (change.status !== expected) refuse(`${from} and ${to} are ${change.status}`);
      return true;
    }
    case 'group': {
      const { group } = event;
      const owner = actor(group.ownerKey);
      const body = createGroupBody.parse({
        name: group.name,
        description: group.description,
        visibility: group.visibility,
        city: String(references.cities[group.cityKey]!.id),
      });
      const made = await services.groups.create(owner, body);
      ids.groups.set(group.key, { id: made.id, conversationId: made.conversationId! });
      // Its picture, uploaded by its owner as the group's page does.
      const loaded = await services.groups.load({ id: made.id }, owner.userId);
      if (!groupPolicy.canManage(owner, loaded))
        refuse(`${group.ownerKey} may not edit ${group.key}`);
      await services.groups.setPicture(
        made.id,
        await drawGroupPicture(group.theme, createRandom(group.pictureSeed)),
        owner.userId,
      );
      return true;
    }
    case 'group-invite': {
      const { id } = ids.groups.get(event.group.key)!;
      const inviter = actor(event.byKey);
      if (!groupPolicy.canInvite(inviter, await services.groups.load({ id }, inviter.userId))) {
        refuse(`${event.byKey} may not invite to ${event.group.key}`);
      }
      const body = groupInviteBody.parse({
        user_ids: JSON.stringify([actor(event.memberKey).userId]),
      });
      const sent = await services.groups.invite(inviter, id, body.user_ids);
      if (sent !== 1) refuse(`${event.memberKey} was not invited to ${event.group.key}`);
      return true;
    }
    case 'group-join': {
      const { id } = ids.groups.get(event.group.key)!;
      const member = actor(event.memberKey);
      const { group } = await services.groups.join(member, id);
      if (group.standing !== event.expect) {
        refuse(
          `${event.memberKey} is ${group.standing} in ${event.group.key}, not ${event.expect}`,
        );
      }
      return true;
    }
    case 'group-answer': {
      const { id } = ids.groups.get(event.group.key)!;
      const owner = actor(event.group.ownerKey);
      if (!groupPolicy.canManage(owner, await services.groups.load({ id }, owner.userId))) {
        refuse(`${event.group.ownerKey} may not answer in ${event.group.key}`);
      }
      await services.groups.answer(owner, id, actor(event.memberKey).userId, true);
      return true;
    }
    case 'conversation': {
      const { conversation } = event;
      const [a, b] = conversation.memberKeys;
      const other = conversation.openerKey === a ? b : a;
      const opener = actor(conversation.openerKey);
      const pair = await services.conversations.privatePair(opener, actor(other).userId);
      if (!conversationPolicy.canOpenPrivate(opener, pair)) {
        refuse(`${conversation.openerKey} may not open ${conversation.key}`);
      }
      const opened = await services.conversations.openPrivate(opener, pair);
      ids.conversations.set(conversation.key, opened.id);
      return true;
    }
    case 'talk': {
      const { talk } = event;
      const id = conversationOf(context, talk.conversationKey);
      const writer = actor(talk.fromKey);
      const ref = await services.conversations.load({ id }, { session: writer });
      if (!conversationPolicy.canUse(writer, ref)) {
        refuse(`${talk.fromKey} may not write in ${talk.conversationKey}`);
      }
      const body = sendMessageRequest.parse({ message: talk.text });
      const sent = await services.conversationMessages.send(ref, writer.userId, body.message);
      ids.lastMessage.set(id, sent.id);
      return true;
    }
    case 'talk-read': {
      const { read } = event;
      const id = conversationOf(context, read.conversationKey);
      const reader = actor(read.readerKey);
      const ref = await services.conversations.load({ id }, { session: reader });
      if (!conversationPolicy.canUse(reader, ref)) {
        refuse(`${read.readerKey} may not read ${read.conversationKey}`);
      }
      const last = ids.lastMessage.get(id);
      if (last === undefined) return true;
      const body = readConversationRequest.parse({ message_id: String(last) });
      await services.conversationMessages.markRead(ref, reader.userId, body.message_id);
      return true;
    }
    case 'wish': {
      const { wish } = event;
      const body = createWishRequest.parse({
        text: wish.text,
        window: wish.window,
        type: String(references.option(`activity_types-${wish.type}`)),
        ...(wish.discipline && {
          discipline: String(references.option(`disciplines-${wish.discipline}`)),
        }),
        lat: String(wish.lat),
        lon: String(wish.lon),
      });
      const made = await services.wishes.create(actor(wish.fromKey), body);
      ids.wishes.set(wish.key, made.id);
      return true;
    }
    case 'wish-answer': {
      const member = actor(event.memberKey);
      const row = await services.wishes.get(ids.wishes.get(event.wish.key)!);
      if (!wishPolicy.canAnswer(member, row)) refuse(`${event.memberKey} may not answer a wish`);
      await services.wishes.answer(member, row);
      return true;
    }
    default:
      return false;
  }
}
