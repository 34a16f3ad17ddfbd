import { BATCH_AUTH_MAX_CHANNELS, type ChannelAuthorizations } from '@app/contract/broadcasting';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error.js';
import { createBatchAuthorizer } from './batch-authorizer.js';

/** What each pusher-js callback heard: the signature, or the error. */
type Heard = { channel: string; auth?: string; error?: string };

/** Asks for `channels` as pusher-js does, one handler call each, and collects the answers. */
function ask(handler: ReturnType<typeof createBatchAuthorizer>['handler'], channels: string[]) {
  return Promise.all(
    channels.map(
      (channel) =>
        new Promise<Heard>((resolve) =>
          handler({ socketId: '1.2', channelName: channel }, (error, data) =>
            resolve(error ? { channel, error: error.message } : { channel, auth: data!.auth }),
          ),
        ),
    ),
  );
}

/** A server that signs `private-own.*` and refuses the rest, recording each request. */
function server() {
  const requests: string[][] = [];
  const authorize = async (_socketId: string, channels: string[]) => {
    requests.push(channels);
    return Object.fromEntries(
      channels.map((channel) => [
        channel,
        channel.startsWith('private-own.')
          ? { status: 200, data: { auth: `key:${channel}` } }
          : { status: 403 },
      ]),
    ) as ChannelAuthorizations;
  };
  return { requests, authorize };
}

describe('channel authorisations batched for pusher-js', () => {
  it('asks for the channels of one tick in one request, and answers each on its own', async () => {
    const { requests, authorize } = server();
    const batch = createBatchAuthorizer(authorize);
    const heard = await ask(batch.handler, ['private-own.a', 'private-theirs.b', 'private-own.c']);
    expect(requests).toEqual([['private-own.a', 'private-theirs.b', 'private-own.c']]);
    expect(heard.map(({ channel, auth }) => [channel, auth])).toEqual([
      ['private-own.a', 'key:private-own.a'],
      ['private-theirs.b', undefined],
      ['private-own.c', 'key:private-own.c'],
    ]);
    expect(heard[1]!.error).toMatch(/403/);
    expect(batch.failedStatus('private-theirs.b')).toBe(403);
    expect(batch.failedStatus('private-own.a')).toBeUndefined();
    // A later tick is a request of its own.
    await ask(batch.handler, ['private-own.d']);
    expect(requests).toHaveLength(2);
  });

  it(`splits more than ${BATCH_AUTH_MAX_CHANNELS} channels into requests the server takes`, async () => {
    const { requests, authorize } = server();
    const batch = createBatchAuthorizer(authorize);
    const channels = Array.from(
      { length: BATCH_AUTH_MAX_CHANNELS + 5 },
      (_, i) => `private-own.${i}`,
    );
    const heard = await ask(batch.handler, channels);
    expect(requests.map((request) => request.length)).toEqual([BATCH_AUTH_MAX_CHANNELS, 5]);
    expect(heard.every((answer) => answer.auth)).toBe(true);
  });

  it('fails every channel of a request that failed, with its status (401: the session is over)', async () => {
    const batch = createBatchAuthorizer(async () => {
      throw new ApiError('No autenticado.', { status: 401 });
    });
    const heard = await ask(batch.handler, ['private-own.a', 'private-own.b']);
    expect(heard.every((answer) => answer.error)).toBe(true);
    expect(batch.failedStatus('private-own.a')).toBe(401);
    expect(batch.failedStatus('private-own.b')).toBe(401);
  });
});
