import type { ChannelAuthorization } from '@app/contract/broadcasting';
import { RealtimeError } from '@app/realtime/errors';
import type { RealtimeServer } from '@app/realtime/server';
import { forbidden } from '../../lib/http-errors.js';
import type { Session } from '../auth/session.js';
import type { GroupsService } from '../groups/groups.service.js';
import * as channelPolicy from './channel.policy.js';

/**
 * Signs one channel for a caller's connection, by one rule for the single call and the batch:
 * a private channel only when channel.policy says it is the caller's own (the wstoken in its
 * name), a group's presence channel only for its members (decision 0026); anything else, and
 * any name that does not parse, is 403. What it signs is bound to the caller's token, so
 * revoking the token (logout…) takes the channel back from the socket: see realtime.ts.
 * @example const { auth } = await authorizer.authorize(session, '1.2', `private-friendship.${wstoken}`)
 */
export function createChannelAuthorizer({
  realtime,
  groups,
}: {
  realtime: RealtimeServer;
  groups: Pick<GroupsService, 'isMember'>;
}) {
  const sign = <T>(signer: () => T): T => {
    try {
      return signer();
    } catch (error) {
      if (error instanceof RealtimeError) throw forbidden();
      throw error;
    }
  };
  // Bound with the member's id too, so that taking a channel back from a member (a group
  // left: realtime's removeFromChannel) reaches a signature not used yet.
  const bind = (socketId: string, session: Session, channel: string) =>
    realtime.bindSession({
      socketId,
      session: String(session.tokenId),
      channel,
      userId: String(session.userId),
    });

  return {
    async authorize(
      session: Session,
      socketId: string,
      channel: string,
    ): Promise<ChannelAuthorization> {
      const groupId = channelPolicy.presenceGroupOf(channel);
      if (groupId !== undefined) {
        // Only the member's id goes on the channel: names come from the member list, which
        // hides a blocked pair's from each other.
        if (!(await groups.isMember(groupId, session.userId))) throw forbidden();
        const signed = sign(() =>
          realtime.authorizeChannel(socketId, channel, { user_id: String(session.userId) }),
        );
        bind(socketId, session, channel);
        // Asked again now that the binding is out: a leave that committed since the first
        // check may have sent its removal (publisher.ts) before the binding, which it then
        // missed; this removal comes after it. A leave committing later sends its own.
        if (!(await groups.isMember(groupId, session.userId))) {
          realtime.removeFromChannel(channel, [String(session.userId)]);
          throw forbidden();
        }
        return { auth: signed.auth, channel_data: signed.channel_data };
      }
      if (!channelPolicy.canSubscribe(session, channel)) throw forbidden();
      const { auth } = sign(() => realtime.authorizeChannel(socketId, channel));
      bind(socketId, session, channel);
      return { auth };
    },
    /** Signs the user's connection itself (`pusher:signin`), bound to the token as channels are. */
    authenticateUser(session: Session, socketId: string) {
      const signed = sign(() =>
        realtime.authenticateUser(socketId, { id: String(session.userId) }),
      );
      realtime.bindSession({ socketId, session: String(session.tokenId) });
      return signed;
    },
  };
}

export type ChannelAuthorizer = ReturnType<typeof createChannelAuthorizer>;
