import { boxCells } from '@app/contract/geo-cells';
import { WISH_LIMITS } from '@app/contract/wishes';
import type { Bounds } from '../../../components/map/viewport';

/** What `GET /wish` is asked: a box and a zoom. */
export type WishBox = { south: number; west: number; north: number; east: number; zoom: number };

/**
 * The zoom sent with a view's box: from 11 up the answer is the wishes themselves, the same at
 * every zoom, so 11 stands for all of them and moving closer asks nothing new.
 */
export const boxZoom = (zoom: number) => Math.min(WISH_LIMITS.wishesFromZoom, Math.floor(zoom));

const snapDown = (value: number, step: number) => Math.floor(value / step) * step;
const snapUp = (value: number, step: number) => Math.ceil(value / step) * step;
const round6 = (value: number) => Number(value.toFixed(6));

/**
 * The box asked for a view: the view grown by half its size on every side, its edges snapped
 * outward to a grid of a quarter of the view's size (a power of two of degrees), so that a
 * pan of a few pixels gives the same box, and the cache answers it.
 * @example wishBoxFor({ west: -3.75, south: 40.39, east: -3.65, north: 40.44 }, 13.2)
 */
export function wishBoxFor(bounds: Bounds, zoom: number): WishBox {
  const width = Math.max(1e-4, bounds.east - bounds.west);
  const height = Math.max(1e-4, bounds.north - bounds.south);
  const step = 2 ** Math.floor(Math.log2(Math.max(width, height) / 4));
  return {
    south: round6(Math.max(-90, snapDown(bounds.south - height / 2, step))),
    west: round6(Math.max(-180, snapDown(bounds.west - width / 2, step))),
    north: round6(Math.min(90, snapUp(bounds.north + height / 2, step))),
    east: round6(Math.min(180, snapUp(bounds.east + width / 2, step))),
    zoom: boxZoom(zoom),
  };
}

/** Whether the box already asked answers this view: it holds it, at the same zoom key. */
export function boxAnswers(box: WishBox | null, bounds: Bounds, zoom: number): boolean {
  return (
    box !== null &&
    box.zoom === boxZoom(zoom) &&
    bounds.south >= box.south &&
    bounds.north <= box.north &&
    bounds.west >= box.west &&
    bounds.east <= box.east
  );
}

/**
 * The cells whose live channels a view follows (decision 0021): those it covers, from the zoom
 * where wishes show one by one, and at most WISH_LIMITS.liveCellsMax of them; none otherwise
 * (the map then asks again now and then).
 */
export function liveCells(bounds: Bounds, zoom: number): number[] {
  if (zoom < WISH_LIMITS.wishesFromZoom) return [];
  return (
    boxCells(bounds.south, bounds.west, bounds.north, bounds.east, WISH_LIMITS.liveCellsMax) ?? []
  );
}
