import type { DeckCard as Card } from '@app/contract/deck';
import type { DeckQuery } from '@app/sdk/calls/deck';
import { ApiError } from '@app/sdk/http/api-error';
import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/member/empty-state';
import { CompassIcon } from '../../../components/icons/app-icons';
import { CrossIcon, HeartIcon, UndoIcon } from '../../../components/icons/ui-icons';
import { buttonClassName } from '../../../components/ui/button';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { useNow } from '../../../hooks/use-now';
import { memberPaths } from '../../../lib/paths';
import { showToast } from '../../../lib/toasts';
import { useDeck, useDeckDecisions } from '../api/deck';
import { decisionOf, tiltOf, type SwipeDirection } from '../swipe-gesture';
import { DeckCard } from './deck-card';
import styles from './swipe-deck.module.css';

/** With this many cards or fewer left, the next ones are asked for. */
const ASK_MORE_AT = 3;

type Drag = {
  pointerId: number;
  /** The card's width, measured when the drag starts. */
  width: number;
  x: number;
  dx: number;
  lastX: number;
  lastT: number;
  speed: number;
};

/**
 * The swipe deck (docs/decisions/0020): the best card on top, dragged right to ask to join or
 * left to pass; the buttons and the keyboard's arrows do the same, and the latest decision can
 * be undone once. Cards leave at once and the server is told after: a failed decision brings
 * its card back with the reason.
 */
export function SwipeDeck({
  query,
  onWiden,
  tools,
}: {
  query: DeckQuery;
  /** Controls shown beside the day's count (the distance). */
  tools?: ReactNode;
  /** Looks further away, when the deck is empty and the radius can grow. */
  onWiden?: (() => void) | undefined;
}) {
  const deck = useDeck(query);
  const { swipe, undo } = useDeckDecisions();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [decided, setDecided] = useState<ReadonlySet<number>>(new Set());
  const [returned, setReturned] = useState<readonly Card[]>([]);
  const [history, setHistory] = useState<readonly Card[]>([]);
  const [canUndo, setCanUndo] = useState(false);
  // null: no daily limit (Premium).
  const [left, setLeft] = useState<number | null>();
  const [limitReached, setLimitReached] = useState(false);
  const [notice, setNotice] = useState<string>();
  const [said, setSaid] = useState('');
  // The card just decided, flying off over the next one (which can be decided at once).
  const [leaving, setLeaving] = useState<{ card: Card; direction: SwipeDirection; dx: number }>();
  const [drag, setDrag] = useState<Drag>();

  const cards = useMemo(() => {
    const seen = new Set<number>();
    return [...returned, ...(deck.data?.data ?? [])].filter((card) => {
      const id = card.activity.id;
      if (decided.has(id) || seen.has(id)) return false;
      seen.add(id);
      return true;
    });
  }, [deck.data, returned, decided]);
  const top = cards[0];
  const decisionsLeft = left ?? deck.data?.decisions_left;
  const outOfTurns = limitReached || decisionsLeft === 0;
  const now = useNow();

  function decide(direction: SwipeDirection) {
    if (!top || outOfTurns) return;
    const card = top;
    const id = card.activity.id;
    setNotice(undefined);
    // The card leaves the deck now; the server is told below, and a failure brings it back.
    setDecided((previous) => new Set(previous).add(id));
    setReturned((previous) => previous.filter((returnedCard) => returnedCard.activity.id !== id));
    setLeaving(reducedMotion ? undefined : { card, direction, dx: drag?.dx ?? 0 });
    setDrag(undefined);
    setSaid(
      direction === 'like'
        ? `Pides unirte a «${card.activity.description}».`
        : `Pasas de «${card.activity.description}».`,
    );
    swipe.mutate(
      { card, decision: direction },
      {
        onSuccess: (answer) => {
          setLeft(answer.decisions_left);
          setHistory((previous) => [card, ...previous.slice(0, 19)]);
          setCanUndo(true);
          if (direction === 'like') {
            showToast({
              // An event's place is taken at once, or waits its turn: no one to answer.
              text: card.activity.sponsor
                ? `Pides plaza en el evento de ${card.activity.sponsor.name}.`
                : `Solicitud enviada a ${card.activity.user.firstname}.`,
              link: { to: memberPaths.activity(id), label: 'Ver plan' },
            });
          }
        },
        onError: (error) => {
          const status = error instanceof ApiError ? error.status : undefined;
          // Decided already (on another device) or gone: it stays out of the deck.
          if (status === 409 || status === 404) {
            setNotice(error.message);
            return;
          }
          // Not decided: the card comes back on top.
          setDecided((previous) => {
            const next = new Set(previous);
            next.delete(id);
            return next;
          });
          setReturned((previous) => [card, ...previous]);
          if (status === 429) {
            setLimitReached(true);
            setLeft(0);
          } else {
            setNotice(
              status === 422
                ? error.message
                : 'No hemos podido guardar tu decisión. Comprueba tu conexión e inténtalo de nuevo.',
            );
          }
        },
        onSettled: () => {
          if (cards.length - 1 <= ASK_MORE_AT) void deck.refetch();
        },
      },
    );
  }

  function undoLast() {
    if (undo.isPending) return;
    setNotice(undefined);
    undo.mutate(undefined, {
      onSuccess: (answer) => {
        const id = answer.undone.activity;
        const card = history.find((candidate) => candidate.activity.id === id);
        // Premium (no daily limit) undoes further back, one decision at a time.
        setCanUndo(answer.decisions_left === null && history.length > 1);
        setLeft(answer.decisions_left);
        setLimitReached(false);
        setHistory((previous) => previous.filter((candidate) => candidate.activity.id !== id));
        if (card) {
          setDecided((previous) => {
            const next = new Set(previous);
            next.delete(id);
            return next;
          });
          setReturned((previous) => [card, ...previous]);
          setSaid(`Deshecho: «${card.activity.description}» vuelve al mazo.`);
        } else {
          // Decided on another device: the deck asks again and shows it first.
          void deck.refetch();
        }
      },
      onError: (error) => {
        setCanUndo(false);
        setNotice(
          error instanceof ApiError && error.status !== undefined
            ? error.message
            : 'No hemos podido deshacer tu decisión. Inténtalo de nuevo.',
        );
      },
    });
  }

  // The arrows decide, as the buttons do; Ctrl/⌘ + Z undoes. Not while typing somewhere. The
  // listener reads the latest render's state through a ref (an effect event kept the state of
  // the render that registered it here).
  const onKey = (event: KeyboardEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest('input, textarea, select, [contenteditable="true"], dialog')) return;
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      decide(event.key === 'ArrowRight' ? 'like' : 'pass');
    } else if (event.key.toLowerCase() === 'z' && (event.ctrlKey || event.metaKey) && canUndo) {
      event.preventDefault();
      undoLast();
    }
  };
  const latestOnKey = useRef(onKey);
  useLayoutEffect(() => {
    latestOnKey.current = onKey;
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => latestOnKey.current(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (outOfTurns || event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({
      pointerId: event.pointerId,
      width: event.currentTarget.offsetWidth,
      x: event.clientX,
      dx: 0,
      lastX: event.clientX,
      lastT: event.timeStamp,
      speed: 0,
    });
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (!drag || drag.pointerId !== event.pointerId) return;
    const dt = Math.max(1, event.timeStamp - drag.lastT);
    setDrag({
      ...drag,
      dx: event.clientX - drag.x,
      lastX: event.clientX,
      lastT: event.timeStamp,
      speed: (event.clientX - drag.lastX) / dt,
    });
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    if (!drag || drag.pointerId !== event.pointerId) return;
    const direction = decisionOf({ dx: drag.dx, speed: drag.speed, width: drag.width });
    if (direction) decide(direction);
    else setDrag(undefined);
  }

  if (deck.isPending) {
    return (
      <div className={styles.deck} aria-busy="true">
        <div className={styles.bar}>
          <p className={styles.turns}>Buscando planes para ti…</p>
          {tools}
        </div>
        <div className={styles.stack}>
          <div className={`${styles.slot} ${styles.placeholder}`} />
        </div>
      </div>
    );
  }
  if (deck.isError && cards.length === 0) {
    return (
      <EmptyState
        role="alert"
        title="No hemos podido cargar tus planes"
        text="Comprueba tu conexión e inténtalo de nuevo."
      >
        <button
          type="button"
          className={buttonClassName('primary')}
          onClick={() => void deck.refetch()}
        >
          Reintentar
        </button>
      </EmptyState>
    );
  }

  const width = drag?.width ?? 320;
  const dx = drag?.dx ?? 0;
  const topStyle: CSSProperties | undefined = drag
    ? {
        transform: `translateX(${dx}px) rotate(${reducedMotion ? 0 : tiltOf(dx, width)}deg)`,
        transition: 'none',
      }
    : undefined;
  const likeShown = Math.max(0, Math.min(1, dx / (width / 3)));
  const passShown = Math.max(0, Math.min(1, -dx / (width / 3)));

  return (
    <div className={styles.deck}>
      <div className={styles.bar}>
        <p className={styles.turns} aria-live="polite">
          {decisionsLeft === undefined
            ? ''
            : decisionsLeft === null
              ? 'Sin límite de decisiones con Premium'
              : outOfTurns
                ? 'Has usado tus decisiones de hoy'
                : decisionsLeft === 1
                  ? 'Te queda 1 decisión hoy'
                  : `Te quedan ${decisionsLeft} decisiones hoy`}
        </p>
        {tools}
      </div>

      {outOfTurns ? (
        // In the card's room, scrolling within it if need be: the buttons below stay put.
        <div className={styles.room}>
          <EmptyState
            title="Has tomado tus decisiones de hoy"
            text={`Cada día tienes ${deck.data?.decisions_per_day ?? 50}. Mañana tendrás más; mientras, encuentra planes en Descubrir.`}
            icon={<CompassIcon size={28} />}
          >
            <Link to={memberPaths.discover} className={buttonClassName('primary')}>
              Ver todos los planes
            </Link>
          </EmptyState>
        </div>
      ) : !top ? (
        <div className={styles.room}>
          <EmptyState
            title="No hay más planes cerca por ahora"
            text="Has visto todos los que empiezan en los próximos 14 días. Vuelve más tarde, busca más lejos o crea tu propio plan."
            icon={<CompassIcon size={28} />}
          >
            {onWiden && (
              <button type="button" className={buttonClassName('primary')} onClick={onWiden}>
                Buscar más lejos
              </button>
            )}
            <Link to={memberPaths.create} className={buttonClassName('secondary')}>
              Crear un plan
            </Link>
          </EmptyState>
        </div>
      ) : (
        <section className={styles.stack} aria-label="Mazo de planes" aria-roledescription="mazo">
          {cards[1] && (
            // Seen, not used: out of the tab order and of the accessibility tree.
            <div className={`${styles.slot} ${styles.behind}`} inert>
              <DeckCard card={cards[1]} now={now} />
            </div>
          )}
          <div
            key={top.activity.id}
            className={[styles.slot, styles.top, reducedMotion && styles.still]
              .filter(Boolean)
              .join(' ')}
            style={topStyle}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={() => setDrag(undefined)}
            data-testid="deck-top-card"
          >
            <DeckCard card={top} now={now} />
            <span
              className={`${styles.stamp} ${styles.likeStamp}`}
              style={{ opacity: likeShown }}
              aria-hidden="true"
            >
              Me apunto
            </span>
            <span
              className={`${styles.stamp} ${styles.passStamp}`}
              style={{ opacity: passShown }}
              aria-hidden="true"
            >
              Paso
            </span>
          </div>
          {leaving && (
            <div
              key={`leaving-${leaving.card.activity.id}`}
              className={`${styles.slot} ${styles.leaving} ${styles[leaving.direction === 'like' ? 'flyRight' : 'flyLeft']}`}
              style={
                {
                  '--from-x': `${leaving.dx}px`,
                  '--from-tilt': `${tiltOf(leaving.dx, width)}deg`,
                } as CSSProperties
              }
              onAnimationEnd={() => setLeaving(undefined)}
              inert
            >
              <DeckCard card={leaving.card} now={now} />
              <span
                className={`${styles.stamp} ${leaving.direction === 'like' ? styles.likeStamp : styles.passStamp}`}
              >
                {leaving.direction === 'like' ? 'Me apunto' : 'Paso'}
              </span>
            </div>
          )}
        </section>
      )}

      {notice && (
        <p className={styles.notice} role="alert">
          {notice}
        </p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {said}
      </p>

      <div className={styles.actions}>
        <button
          type="button"
          className={`${styles.action} ${styles.pass}`}
          onClick={() => decide('pass')}
          disabled={!top || outOfTurns}
          aria-label="Paso de este plan"
          title="Paso (←)"
        >
          <CrossIcon size={30} />
        </button>
        <button
          type="button"
          className={`${styles.action} ${styles.undo}`}
          onClick={undoLast}
          disabled={!canUndo || undo.isPending}
          aria-label="Deshacer la última decisión"
          title="Deshacer (Ctrl + Z)"
        >
          <UndoIcon size={22} />
        </button>
        <button
          type="button"
          className={`${styles.action} ${styles.like}`}
          onClick={() => decide('like')}
          disabled={!top || outOfTurns}
          aria-label="Me apunto: pedir unirme a este plan"
          title="Me apunto (→)"
        >
          <HeartIcon size={30} />
        </button>
      </div>
      <p className={styles.hint}>
        Desliza a la derecha para pedir unirte, a la izquierda para pasar. Con teclado: ← y →.
      </p>
    </div>
  );
}
