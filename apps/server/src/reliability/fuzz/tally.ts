/** What one operation met, and what the whole run met. */
export type RouteTally = {
  sent: number;
  /** Not refused by authentication (any answer but 401). */
  pastAuth: number;
  /** The route's handler ran: past every guard and the validation of its schemas. */
  reached: number;
  /** Params, query and body that the route's zod schemas accept. */
  valid: number;
  /** Answered 2xx. */
  accepted: number;
  statuses: Record<string, number>;
};

const emptyTally = (): RouteTally => ({
  sent: 0,
  pastAuth: 0,
  reached: 0,
  valid: 0,
  accepted: 0,
  statuses: {},
});

export type Failure = { index: number; operation: string; request: string; answer: string };

export class Tally {
  readonly routes = new Map<string, RouteTally>();
  readonly serverErrors: Failure[] = [];
  readonly offSchema: Failure[] = [];

  count(key: string, outcome: { status: number; reached: boolean; valid: boolean }) {
    const route = this.routes.get(key) ?? emptyTally();
    route.sent += 1;
    if (outcome.status !== 401) route.pastAuth += 1;
    if (outcome.reached) route.reached += 1;
    if (outcome.valid) route.valid += 1;
    if (outcome.status >= 200 && outcome.status < 300) route.accepted += 1;
    route.statuses[outcome.status] = (route.statuses[outcome.status] ?? 0) + 1;
    this.routes.set(key, route);
  }

  totals(): RouteTally {
    const total = emptyTally();
    for (const route of this.routes.values()) {
      total.sent += route.sent;
      total.pastAuth += route.pastAuth;
      total.reached += route.reached;
      total.valid += route.valid;
      total.accepted += route.accepted;
      for (const [status, count] of Object.entries(route.statuses))
        total.statuses[status] = (total.statuses[status] ?? 0) + count;
    }
    return total;
  }

  /** The per-route table, and the totals, as the run prints them. */
  report(title: string): string {
    const percent = (part: number, whole: number) =>
      whole === 0 ? '-' : `${Math.round((100 * part) / whole)}%`;
    const lines = [...this.routes.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(
        ([key, route]) =>
          `${key.padEnd(52)} ${String(route.sent).padStart(5)} past auth ${percent(route.pastAuth, route.sent).padStart(4)} handler ${percent(route.reached, route.sent).padStart(4)} valid ${String(route.valid).padStart(4)} accepted ${String(route.accepted).padStart(4)}  ${JSON.stringify(route.statuses)}`,
      );
    const total = this.totals();
    return [
      `${title}: ${total.sent} requests over ${this.routes.size} operations; past authentication ${percent(total.pastAuth, total.sent)}, reached the handler ${percent(total.reached, total.sent)}, valid ${total.valid}, accepted ${total.accepted}; ${this.serverErrors.length} × 5xx, ${this.offSchema.length} off their schema`,
      `statuses ${JSON.stringify(total.statuses)}`,
      ...lines,
    ].join('\n');
  }
}
