/**
 * The time services stamp rows with and judge "already started" by. The server gives none:
 * rows take the database's `now()` and checks read `Date.now()`. The demo seed gives one it
 * sets to each moment of an invented week, so that week's history goes through the same
 * rules as if it had happened then (docs/decisions/0017-demo-data.md).
 */
export type Clock = () => Date;

/** The clock's time in milliseconds, or the machine's without one. */
export const nowMs = (clock: Clock | undefined): number => clock?.().getTime() ?? Date.now();
