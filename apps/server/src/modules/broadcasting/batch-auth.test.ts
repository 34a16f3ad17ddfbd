import { BATCH_AUTH_MAX_CHANNELS, type ChannelAuthorizations } from '@app/contract/broadcasting';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, postForm, type Session } from '../../test/accounts.js';
import { backends } from '../../test/backends.js';
import { multipart } from '../../test/multipart.js';
import { apiSuite } from '../../test/suite.js';

/**
 * `POST /api/broadcasting/auth/batch`: every channel of a connection in one request, each
 * decided by the rule of the single `/broadcasting/auth` and answered on its own.
 */
describe.each(backends)('channel authorisation in a batch ($name)', (backend) => {
  const api = apiSuite(backend, { emails: 'canal' });
  let ana: Session;
  let bruno: Session;
  let groupId: number;
  const SOCKET = '123.456';

  beforeAll(async () => {
    ana = await api.member();
    bruno = await api.member();
    const group = await api.send(ana, 'POST', '/group', {
      name: 'Pádel',
      description: 'Partidos entre semana',
      visibility: 'public',
    });
    expect(group.statusCode, group.body).toBe(200);
    groupId = group.json<{ id: number }>().id;
  });

  /** The single call's answer for one channel, to compare with the batch's. */
  const single = (session: Session, channel: string) =>
    postForm(
      api.app,
      '/api/broadcasting/auth',
      { socket_id: SOCKET, channel_name: channel },
      session.token,
    );

  /** The batch, url-encoded with `channel_name[]` repeated, as the batch-auth handlers send it. */
  const batch = (session: Session | undefined, channels: string[]) =>
    api.app.inject({
      method: 'POST',
      url: '/api/broadcasting/auth/batch',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(session && bearer(session)),
      },
      payload: new URLSearchParams([
        ['socket_id', SOCKET] as [string, string],
        ...channels.map((channel): [string, string] => ['channel_name[]', channel]),
      ]).toString(),
    });

  it('signs each channel as the single call does, and refuses the others one by one', async () => {
    const own = [`private-friendship.${ana.wstoken}`, `private-notification.${ana.wstoken}`];
    const presence = `presence-group.${groupId}`;
    const others = [`private-friendship.${bruno.wstoken}`, 'private-foo.bar', '../../etc/passwd'];
    const response = await batch(ana, [...own, presence, ...others, own[0]!]);
    expect(response.statusCode, response.body).toBe(200);
    const answers = response.json<ChannelAuthorizations>();
    expect(Object.keys(answers).sort()).toEqual([...own, presence, ...others].sort());
    for (const channel of [...own, presence]) {
      const alone = await single(ana, channel);
      expect(alone.statusCode).toBe(200);
      expect(answers[channel], channel).toEqual({ status: 200, data: alone.json() });
    }
    expect(JSON.parse(answers[presence]!.data!.channel_data!)).toEqual({
      user_id: String(ana.user.id),
    });
    for (const channel of others) {
      expect((await single(ana, channel)).statusCode).toBe(403);
      expect(answers[channel], channel).toEqual({ status: 403 });
    }
    // Bruno is not in the group: its presence channel is refused him, and only that.
    const his = await batch(bruno, [presence, `private-friendship.${bruno.wstoken}`]);
    expect(his.json<ChannelAuthorizations>()).toMatchObject({
      [presence]: { status: 403 },
      [`private-friendship.${bruno.wstoken}`]: { status: 200 },
    });
  });

  it('takes the list as JSON text in a multipart form (the SDK) or a JSON body', async () => {
    const channel = `private-ranking.${ana.wstoken}`;
    const expected = { [channel]: { status: 200, data: (await single(ana, channel)).json() } };
    const form = multipart({ socket_id: SOCKET, channel_name: JSON.stringify([channel]) });
    const fromForm = await api.app.inject({
      method: 'POST',
      url: '/api/broadcasting/auth/batch',
      headers: { ...form.headers, ...bearer(ana) },
      payload: form.payload,
    });
    expect(fromForm.json()).toEqual(expected);
    const fromJson = await api.send(ana, 'POST', '/broadcasting/auth/batch', {
      socket_id: SOCKET,
      channel_name: [channel],
    });
    expect(fromJson.json()).toEqual(expected);
  });

  it('answers 401 to a guest, 422 to no channels or too many, 403 to a bad socket', async () => {
    const channel = `private-ranking.${ana.wstoken}`;
    expect((await batch(undefined, [channel])).statusCode).toBe(401);
    const none = await api.send(ana, 'POST', '/broadcasting/auth/batch', {
      socket_id: SOCKET,
      channel_name: [],
    });
    expect(none.statusCode).toBe(422);
    const many = Array.from({ length: BATCH_AUTH_MAX_CHANNELS + 1 }, (_, i) => `private-x.${i}`);
    expect((await batch(ana, many)).statusCode).toBe(422);
    // A name an answer keyed by name cannot carry is refused, not left unanswered (the fuzz).
    const proto = await batch(ana, [channel, '__proto__']);
    expect(proto.statusCode, proto.body).toBe(422);
    expect(proto.json()).toMatchObject({ errors: { 'channel_name.1': [expect.any(String)] } });
    const badSocket = await api.send(ana, 'POST', '/broadcasting/auth/batch', {
      socket_id: 'x',
      channel_name: [channel],
    });
    expect(badSocket.json()).toEqual({ [channel]: { status: 403 } });
  });
});
