// @vitest-environment happy-dom
import type { Activity } from '@app/contract/activities';
import type { Deck, DeckCard } from '@app/contract/deck';
import { EXAMPLES } from '@app/contract/examples';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { currentToasts, dismissToast } from '../../../lib/toasts';
import { fakeApi } from '../../../test/fake-api';
import { renderInApp } from '../../../test/render';
import { SwipeDeck } from './swipe-deck';

const example = EXAMPLES.DeckCard as DeckCard;
const card = (id: number, description: string): DeckCard => ({
  ...example,
  activity: {
    ...(example.activity as Activity),
    id,
    description,
    // No picture: the card shows the host's initial and asks the API for nothing more.
    user: { ...example.activity.user, avatarUpdatedAt: null },
  },
});
const FIRST = 'Pádel en el Retiro';
const SECOND = 'Carrera por Madrid Río';

/** The API: a deck of two cards with ten decisions left today; a swipe answers `swipeStatus`. */
function deckServer({ swipeStatus = 200 }: { swipeStatus?: number } = {}) {
  const deck: Deck = {
    data: [card(12, FIRST), card(13, SECOND)],
    decisions_left: 10,
    decisions_per_day: 50,
  };
  const api = fakeApi({
    'GET /activity/deck': () => ({ body: deck }),
    'POST /activity/:id/swipe': ({ params, body }) =>
      swipeStatus === 200
        ? {
            body: {
              decision: {
                activity: Number(params.id),
                decision: body?.get('decision'),
                decidedAt: new Date().toISOString(),
              },
              petition: null,
              decisions_left: 9,
            },
          }
        : { status: swipeStatus, body: { message: 'Error del servidor.' } },
  });
  /** What the server was told: [activity, decision] per swipe. */
  const decisions = () =>
    api
      .callsTo('POST /activity/:id/swipe')
      .map((call) => [Number(call.params.id), call.body?.get('decision')]);
  return { ...api, decisions };
}

/** The card on top, as wide as on a phone (happy-dom lays nothing out: offsetWidth is 0). */
function topCard(width = 300) {
  const top = screen.getByTestId('deck-top-card');
  Object.defineProperty(top, 'offsetWidth', { configurable: true, value: width });
  return top;
}
const topTitle = () => within(screen.getByTestId('deck-top-card')).getByRole('heading').textContent;

/** One pointer event of a finger on the card, at `x`, `t` ms into the gesture. */
function finger(target: HTMLElement, type: string, x: number, t: number) {
  const event = new PointerEvent(type, {
    bubbles: true,
    cancelable: true,
    pointerId: 7,
    pointerType: 'touch',
    isPrimary: true,
    button: 0,
    clientX: x,
    clientY: 300,
  });
  // The speed of a drag is read from the events' time stamps: given here, not left to the clock.
  Object.defineProperty(event, 'timeStamp', { value: 1000 + t });
  fireEvent(target, event);
}

/** Presses on the card and moves it `dx` px sideways over `ms` milliseconds, in ten moves. */
function press(target: HTMLElement, dx: number, ms: number) {
  finger(target, 'pointerdown', 150, 0);
  for (let step = 1; step <= 10; step++) {
    finger(target, 'pointermove', 150 + (dx * step) / 10, (ms * step) / 10);
  }
  return { release: () => finger(target, 'pointerup', 150 + dx, ms) };
}
const drag = (dx: number, ms: number) => press(topCard(), dx, ms).release();

async function renderDeck(tools?: ReactNode) {
  const server = deckServer();
  renderInApp(
    <>
      <SwipeDeck query={{}} tools={tools} />
      <Toaster />
    </>,
  );
  expect(await screen.findByText('Te quedan 10 decisiones hoy')).toBeTruthy();
  expect(topTitle()).toBe(FIRST);
  return server;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // The toasts are the app's, not the screen's: none may outlive its test.
  for (const toast of currentToasts()) dismissToast(toast.id);
});

type Way = (user: UserEvent) => unknown;

const likes: Record<string, Way> = {
  'a slow drag right past a third of the card': () => drag(120, 800),
  'a quick flick right, short of a third': () => drag(60, 60),
  'the «Me apunto» button': (user) =>
    user.click(screen.getByRole('button', { name: 'Me apunto: pedir unirme a este plan' })),
  'the → key': (user) => user.keyboard('{ArrowRight}'),
};

const passes: Record<string, Way> = {
  'a slow drag left past a third of the card': () => drag(-120, 800),
  'a quick flick left, short of a third': () => drag(-60, 60),
  'the «Paso» button': (user) =>
    user.click(screen.getByRole('button', { name: 'Paso de este plan' })),
  'the ← key': (user) => user.keyboard('{ArrowLeft}'),
};

describe('the swipe deck', () => {
  it.each(Object.entries(likes))('asks to join the plan on top with %s', async (_, way) => {
    const server = await renderDeck();
    await way(userEvent.setup());

    // The card leaves at once, the next one is on top, and a screen reader hears why.
    expect(topTitle()).toBe(SECOND);
    expect(screen.getByText(`Pides unirte a «${FIRST}».`)).toBeTruthy();
    // The host is asked, and once the server says yes, so is the member.
    expect(await screen.findByText('Solicitud enviada a Lucía.')).toBeTruthy();
    expect(server.decisions()).toEqual([[12, 'like']]);
    expect(await screen.findByText('Te quedan 9 decisiones hoy')).toBeTruthy();
  });

  it.each(Object.entries(passes))('passes on the plan on top with %s', async (_, way) => {
    const server = await renderDeck();
    await way(userEvent.setup());

    expect(topTitle()).toBe(SECOND);
    expect(screen.getByText(`Pasas de «${FIRST}».`)).toBeTruthy();
    expect(await screen.findByText('Te quedan 9 decisiones hoy')).toBeTruthy();
    expect(server.decisions()).toEqual([[12, 'pass']]);
    // Nobody is asked anything: no "request sent".
    expect(screen.queryByText(/Solicitud enviada/)).toBeNull();
  });

  it.each([
    ['a short quick drag right', 30, 30],
    ['a short quick drag left', -30, 30],
    ['a slow drag right, short of a third', 90, 900],
    ['a slow drag left, short of a third', -90, 900],
  ])('lets %s snap back and decides nothing', async (_, dx, ms) => {
    const server = await renderDeck();
    const top = topCard();
    const held = press(top, dx, ms);
    // While held, the card follows the finger...
    expect(top.style.transform).toContain(`translateX(${dx}px)`);

    held.release();

    // ...and, let go, it goes back to its place: still on top, nothing decided or sent.
    expect(screen.getByTestId('deck-top-card').style.transform).toBe('');
    expect(topTitle()).toBe(FIRST);
    expect(screen.queryByText(/Pides unirte|Pasas de/)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.decisions()).toEqual([]);
  });

  it('decides nothing when a key is pressed while typing in a field', async () => {
    const server = await renderDeck(<input aria-label="Distancia" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'Distancia' }));
    await user.keyboard('{ArrowRight}{ArrowLeft}');

    expect(topTitle()).toBe(FIRST);
    expect(server.decisions()).toEqual([]);
  });

  it('brings the card back with the reason when the server cannot save the decision', async () => {
    deckServer({ swipeStatus: 500 });
    renderInApp(<SwipeDeck query={{}} />);
    await screen.findByText('Te quedan 10 decisiones hoy');

    drag(120, 800);
    expect(topTitle()).toBe(SECOND);

    expect(
      await screen.findByText(
        'No hemos podido guardar tu decisión. Comprueba tu conexión e inténtalo de nuevo.',
      ),
    ).toBeTruthy();
    expect(topTitle()).toBe(FIRST);
    expect(screen.getByText('Te quedan 10 decisiones hoy')).toBeTruthy();
  });
});
