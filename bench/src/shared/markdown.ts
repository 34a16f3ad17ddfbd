/** A column of a Markdown table: its header and which side its cells keep to. */
export type Column = { header: string; align?: 'left' | 'right' };

/**
 * A Markdown table laid out as Prettier lays it out (cells padded to the column's width), so
 * a README written from results passes `prettier --check`.
 */
export function markdownTable(columns: Column[], rows: string[][]): string {
  const widths = columns.map((column, index) =>
    Math.max(3, column.header.length, ...rows.map((row) => (row[index] ?? '').length)),
  );
  const cell = (text: string, index: number) =>
    columns[index]!.align === 'right' ? text.padStart(widths[index]!) : text.padEnd(widths[index]!);
  const line = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
  const rule = columns.map((column, index) =>
    column.align === 'right' ? `${'-'.repeat(widths[index]! - 1)}:` : '-'.repeat(widths[index]!),
  );
  return [
    line(columns.map((column) => column.header)),
    `| ${rule.join(' | ')} |`,
    ...rows.map((row) => line(row)),
  ].join('\n');
}
