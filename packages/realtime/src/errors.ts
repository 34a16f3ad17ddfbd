/** Why a signing helper refused. The API answers every one of them with 403. */
export type RealtimeErrorReason =
  | 'unknown_app'
  | 'invalid_socket_id'
  | 'invalid_channel'
  | 'invalid_channel_data'
  | 'invalid_user_data'
  | 'encryption_not_configured'
  | 'invalid_event';

/**
 * Thrown by the helpers the API calls (`authorizeChannel`, `authenticateUser`, `publish`) when
 * their input is not something the protocol allows. A typed error, so the route can map it to
 * a 403 without string matching.
 * @example
 * try { realtime.authorizeChannel(socketId, name) } catch (error) {
 *   if (error instanceof RealtimeError) return reply.code(403).send({ message: error.message });
 *   throw error;
 * }
 */
export class RealtimeError extends Error {
  override readonly name = 'RealtimeError';

  constructor(
    readonly reason: RealtimeErrorReason,
    message: string,
  ) {
    super(message);
  }
}
