// @vitest-environment happy-dom
import type { Activity, Message } from '@app/contract/activities';
import type { Paged } from '@app/contract/paging';
import { EXAMPLES } from '@app/contract/examples';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveEvents } from '../../lib/live/live-events';
import { deferred, fakeApi, type ApiAnswer } from '../../test/fake-api';
import { renderInApp } from '../../test/render';
import { ChatView } from './chat-view';

const ME = 42;
const activity = {
  ...(EXAMPLES.Activity as Activity),
  user: { ...(EXAMPLES.Activity as Activity).user, avatarUpdatedAt: null },
};
const greeting: Message = {
  ...(EXAMPLES.Message as Message),
  id: 87,
  seq: 3,
  userId: 43,
  message: '¿Quedamos en la puerta de Alcalá?',
  readed: true,
};
const page = (data: Message[]): Paged<Message> => ({
  data,
  current_page: 1,
  per_page: 30,
  total: data.length,
  last_page: 1,
});

/** The message the server stores for a send: the text and client id it was sent with. */
function stored(body: FormData | undefined): Message {
  return {
    ...(EXAMPLES.Message as Message),
    id: 88,
    seq: 4,
    userId: ME,
    message: String(body?.get('message')),
    client_id: String(body?.get('client_id')),
    read_by: 0,
    createdAt: new Date().toISOString(),
  };
}

/**
 * The API of plan 12's chat: one message from Bruno, and sends answered when the test says
 * (`answers`, one per send, in order), each with what the server would store.
 */
function chatServer() {
  const answers: Array<ReturnType<typeof deferred<(body: FormData | undefined) => ApiAnswer>>> = [];
  const api = fakeApi({
    'GET /activity/12/message': () => ({ body: page([greeting]) }),
    'GET /user/:id': ({ params }) => ({
      body: { ...(EXAMPLES.PublicUser as object), id: Number(params.id), firstname: 'Bruno' },
    }),
    'POST /activity/12/message/readed': () => ({ body: { activityId: 12, ids: [] } }),
    'POST /activity/12/message': async ({ body }) => {
      const answer = deferred<(body: FormData | undefined) => ApiAnswer>();
      answers.push(answer);
      return (await answer.promise)(body);
    },
  });
  const sends = () =>
    api.callsTo('POST /activity/12/message').map((call) => ({
      message: call.body?.get('message'),
      client_id: call.body?.get('client_id'),
    }));
  /** Answers the `index`th send: stored, an error status, or a cut line. */
  async function answer(index: number, how: 'stored' | number | 'offline') {
    await waitFor(() => expect(answers[index]).toBeDefined());
    answers[index]?.resolve((body) => {
      if (how === 'offline') throw new TypeError('Failed to fetch');
      return how === 'stored'
        ? { body: stored(body) }
        : { status: how, body: { message: 'Error del servidor.' } };
    });
  }
  return { ...api, sends, answer };
}

async function openChat() {
  const user = userEvent.setup();
  renderInApp(<ChatView activity={activity} path={{ activity: 12 }} me={ME} />);
  await screen.findByText(greeting.message);
  return user;
}

/** The row of the message list that shows this text. */
const row = (text: string) => {
  const rows = within(screen.getByRole('list', { name: 'Mensajes' }))
    .getAllByText(text)
    .map((element) => element.closest('li'));
  expect(rows).toHaveLength(1);
  return within(rows[0]!);
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('sending a message in a chat', () => {
  it('shows it at once while the request is in flight, and as sent once the server stores it', async () => {
    const server = chatServer();
    const user = await openChat();

    await user.type(screen.getByRole('textbox', { name: 'Mensaje' }), 'Llego en 5 minutos{Enter}');

    // On screen before the server has answered: on its way, and the field empty for the next.
    expect(row('Llego en 5 minutos').getByText('Enviando…')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Mensaje' })).toHaveProperty('value', '');
    expect(server.sends()).toEqual([
      { message: 'Llego en 5 minutos', client_id: expect.any(String) },
    ]);

    await server.answer(0, 'stored');

    // Confirmed: one copy, the stored one (sent, with its options), no longer on its way.
    await waitFor(() => expect(row('Llego en 5 minutos').getByText(/· Enviado$/)).toBeTruthy());
    expect(row('Llego en 5 minutos').queryByText('Enviando…')).toBeNull();
    expect(row('Llego en 5 minutos').getByRole('button', { name: 'Opciones del mensaje' }));
  });

  it.each([
    ['the server fails', 500],
    ['the connection is cut', 'offline'],
  ] as const)('marks it failed when %s, and a retry sends it again once', async (_, how) => {
    const server = chatServer();
    const user = await openChat();
    await user.type(screen.getByRole('textbox', { name: 'Mensaje' }), 'Llego en 5 minutos{Enter}');

    await server.answer(0, how);

    // Still on screen, marked as not sent, with a way to try again.
    expect(await screen.findByText('No se ha enviado.')).toBeTruthy();
    expect(row('Llego en 5 minutos').queryByText('Enviando…')).toBeNull();
    await user.click(row('Llego en 5 minutos').getByRole('button', { name: 'Reintentar' }));

    expect(row('Llego en 5 minutos').getByText('Enviando…')).toBeTruthy();
    expect(screen.queryByText('No se ha enviado.')).toBeNull();
    await server.answer(1, 'stored');
    await waitFor(() => expect(row('Llego en 5 minutos').getByText(/· Enviado$/)).toBeTruthy());

    // The retry is the same send (its client id), so the server stores it once.
    const [first, retry] = server.sends();
    expect(server.sends()).toHaveLength(2);
    expect(retry).toEqual(first);
  });

  it('shows it once when its live echo arrives before the answer', async () => {
    const server = chatServer();
    const user = await openChat();
    await user.type(screen.getByRole('textbox', { name: 'Mensaje' }), 'Llego en 5 minutos{Enter}');
    await waitFor(() => expect(server.sends()).toHaveLength(1));
    const sent = server.sends()[0]!;

    // The socket brings the stored message (this device's send, heard on the plan's channel).
    const echo: Message = {
      ...stored(undefined),
      message: String(sent.message),
      client_id: String(sent.client_id),
    };
    liveEvents.emit('event', { kind: 'activity-message-new', payload: echo });
    await waitFor(() => expect(row('Llego en 5 minutos').getByText(/· Enviado$/)).toBeTruthy());

    await server.answer(0, 'stored');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(row('Llego en 5 minutos').getByText(/· Enviado$/)).toBeTruthy();
  });
});
