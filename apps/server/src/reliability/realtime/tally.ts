/**
 * What a fuzz run did, per endpoint or frame kind: how many, which answers, how many 5xx and
 * how many off the document. Printed at the end, so a green run still shows what it covered.
 */
export class Tally {
  private readonly rows = new Map<
    string,
    { count: number; outcomes: Map<string, number>; serverErrors: number; offSchema: number }
  >();

  record(kind: string, outcome: string | number, problem?: 'server-error' | 'off-schema'): void {
    let row = this.rows.get(kind);
    if (!row) {
      row = { count: 0, outcomes: new Map(), serverErrors: 0, offSchema: 0 };
      this.rows.set(kind, row);
    }
    row.count += 1;
    const key = String(outcome);
    row.outcomes.set(key, (row.outcomes.get(key) ?? 0) + 1);
    if (problem === 'server-error') row.serverErrors += 1;
    if (problem === 'off-schema') row.offSchema += 1;
  }

  get total(): number {
    return [...this.rows.values()].reduce((sum, row) => sum + row.count, 0);
  }

  get problems(): number {
    return [...this.rows.values()].reduce((sum, row) => sum + row.serverErrors + row.offSchema, 0);
  }

  /** One line per kind: `kind: n (outcome n, …), 5xx n, off-schema n`. */
  lines(): string[] {
    return [...this.rows.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([kind, row]) => {
        const outcomes = [...row.outcomes.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([outcome, count]) => `${outcome} ${count}`)
          .join(', ');
        return `  ${kind}: ${row.count} (${outcomes}), 5xx ${row.serverErrors}, off-schema ${row.offSchema}`;
      });
  }
}
