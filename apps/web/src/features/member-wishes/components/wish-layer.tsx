import type { Wish } from '@app/contract/wishes';
import { WISH_LIMITS, wishCellChannel } from '@app/contract/wishes';
import { cellOf } from '@app/contract/geo-cells';
import { useMemo, useState, type ReactNode } from 'react';
import { SparkIcon } from '../../../components/icons/secondary-icons';
import { inBounds, type MapView } from '../../../components/map/viewport';
import { useNow } from '../../../hooks/use-now';
import type { ReferenceSnapshot } from '../../../lib/reference-data';
import { useOwnWish, useWishCards, useWishMap } from '../api/wishes';
import { boxAnswers, liveCells, wishBoxFor, type WishBox } from '../lib/wish-area';
import { indexPins, pinsOf, wishItems } from '../lib/wish-items';
import { OwnWishSheet } from './own-wish';
import { WishCard, WishCardLoading } from './wish-card';
import { WishForm } from './wish-form';
import { MapReveal } from '../../../components/map/map-reveal';
import { WishList } from './wish-list';
import { WishMarkers } from './wish-markers';
import styles from './wish-layer.module.css';
import { plural } from '@app/contract/spanish-plural';

/** A marker's card: one wish, or the wishes of one place. */
type Selection = { key: string; ids: number[] };

/** The list beside the map names who wishes its first wishes: one request for their cards. */
const LIST_CARDS = 20;

const cardsById = (wishes: Wish[] | undefined) =>
  new Map((wishes ?? []).map((wish) => [wish.id, wish]));

export type WishLayer = {
  /** The markers, to draw inside the map. */
  markers: ReactNode;
  /** The open card, if any. */
  card: ReactNode | null;
  /** The wishes in view, for the list beside the map. */
  list: ReactNode;
  /** "Publicar deseo", or "Tu deseo" while one is active. */
  action: ReactNode;
  /** The sheets (the form, one's own wish), outside the map. */
  sheets: ReactNode;
  /** How many wishes the view holds. */
  count: number;
  /** The live channels of the cells in view and of one's own wish. */
  channels: string[];
  /** Closes the open card (the map was tapped, a plan opened). */
  clear: () => void;
};

/**
 * The Mapa de deseos as a layer of the map (member-features.md, section 3): the wishes of the
 * view (clusters when it is wide), their cards with "¡Me apunto!", "Publicar deseo" at the
 * map's centre, and one's own wish with who answered. Says which live channels to follow; the
 * page follows them and asks again (`refresh`) when one says its wishes changed.
 */
export function useWishLayer({
  view,
  visible,
  reference,
  timeZone,
}: {
  view: MapView | null;
  visible: boolean;
  reference: ReferenceSnapshot;
  timeZone: string;
}): WishLayer {
  const now = useNow();
  const [box, setBox] = useState<WishBox | null>(null);
  if (visible && view && !boxAnswers(box, view.bounds, view.zoom)) {
    // A view past the box asked for: the next box, set during render (no extra paint).
    setBox(wishBoxFor(view.bounds, view.zoom));
  }
  const cells = visible && view ? liveCells(view.bounds, view.zoom) : [];
  // What the map draws: places and first words (decision 0054); cards come on opening.
  const area = useWishMap(visible ? box : null, cells.length > 0);
  const own = useOwnWish();
  const [selection, setSelection] = useState<Selection | null>(null);
  const [sheet, setSheet] = useState<'form' | 'own' | null>(null);

  const pins = useMemo(() => pinsOf(area.data?.places ?? []), [area.data]);
  const index = useMemo(() => indexPins(pins), [pins]);
  const clusters = area.data?.clusters ?? [];
  const items = visible && view ? wishItems(index, clusters, view.bounds, view.zoom) : [];
  const inView = view ? pins.filter((pin) => inBounds(pin.location, view.bounds)) : [];
  const counted = clusters.length > 0;
  const count = counted ? clusters.reduce((sum, cluster) => sum + cluster.count, 0) : inView.length;
  const ownWish = own.data?.wish && Date.parse(own.data.wish.expiresAt) > now ? own.data : null;
  // The list's first wishes whole, to name who wishes what; and the open card's, shown at once
  // when the list (or the card before) already holds them.
  const listed = useWishCards(
    visible && !counted ? inView.slice(0, LIST_CARDS).map((pin) => pin.id) : [],
    { keep: true },
  );
  const cards = useWishCards(selection?.ids.slice(0, WISH_LIMITS.cardsMax) ?? []);
  // What ended since the cards came leaves the card at once: no "¡Me apunto!" to a past wish.
  const opened = (cards.data?.wishes ?? []).filter((wish) => Date.parse(wish.expiresAt) > now);
  const selectedPins = selection
    ? selection.ids.flatMap((id) => pins.filter((pin) => pin.id === id))
    : [];

  const open = (key: string, ids: number[]) =>
    setSelection((current) => (current?.key === key ? null : { key, ids }));
  const pick = (wish: { id: number }) => setSelection({ key: `wish-${wish.id}`, ids: [wish.id] });
  // A wish just published, maybe at a place found by name away from the view: shown there.
  const [published, setPublished] = useState<Wish | null>(null);

  const channels = [
    ...cells,
    ...(ownWish?.wish ? [cellOf(ownWish.wish.location.lat, ownWish.wish.location.lon)] : []),
  ].map(wishCellChannel);

  return {
    markers: visible ? (
      <>
        <WishMarkers
          items={items}
          selected={selection?.key ?? null}
          onWish={(item) => open(item.key, [item.pin.id])}
          onPlace={(group) =>
            open(
              group.key,
              group.pins.map((pin) => pin.id),
            )
          }
        />
        {published && <MapReveal point={published.location} />}
      </>
    ) : null,
    card:
      !visible || !selection ? null : opened.length > 0 ? (
        <WishCard
          wishes={opened}
          total={selection.ids.length}
          now={now}
          timeZone={timeZone}
          onClose={() => setSelection(null)}
          onPick={pick}
          onOwn={() => setSheet('own')}
        />
      ) : (cards.isPending || cards.isError) && selectedPins.length > 0 ? (
        <WishCardLoading
          pins={selectedPins}
          failed={cards.isError ? cards.error : undefined}
          onRetry={() => void cards.refetch()}
          onClose={() => setSelection(null)}
        />
      ) : null,
    list: visible ? (
      <WishList
        pins={inView}
        cards={cardsById(listed.data?.wishes)}
        counted={counted ? count : null}
        onPick={pick}
      />
    ) : null,
    action: visible ? (
      <button
        type="button"
        className={styles.action}
        data-own={ownWish ? '' : undefined}
        onClick={() => setSheet(ownWish ? 'own' : 'form')}
        disabled={!ownWish && !view}
        aria-label={
          ownWish && ownWish.answers.length > 0
            ? `Tu deseo, ${plural(ownWish.answers.length, 'respuesta')}`
            : undefined
        }
      >
        <SparkIcon size={18} />
        {ownWish ? 'Tu deseo' : 'Publicar deseo'}
        {ownWish && ownWish.answers.length > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {ownWish.answers.length}
          </span>
        )}
      </button>
    ) : null,
    sheets: (
      <>
        {sheet === 'form' && view && (
          <WishForm
            reference={reference}
            place={view.centre}
            onClose={() => setSheet(null)}
            onPublished={(wish) => {
              setSheet(null);
              setPublished(wish);
              pick(wish);
            }}
          />
        )}
        {sheet === 'own' && ownWish?.wish && (
          <OwnWishSheet
            own={{ ...ownWish, wish: ownWish.wish }}
            now={now}
            timeZone={timeZone}
            onClose={() => setSheet(null)}
            onAnother={() => setSheet('form')}
          />
        )}
      </>
    ),
    count,
    channels,
    clear: () => setSelection(null),
  };
}
