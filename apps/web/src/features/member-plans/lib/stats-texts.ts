const SHORT_MONTH = new Intl.DateTimeFormat('es-ES', { month: 'short', timeZone: 'UTC' });

/**
 * A chart's month: "nov", with the year on the first one shown and on January ("ene 2027"),
 * so a year's turn reads at a glance.
 */
export function monthLabel(month: string, first = false): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const name = SHORT_MONTH.format(Date.UTC(year, number - 1, 1)).replace('.', '');
  return first || number === 1 ? `${name} ${year}` : name;
}

/** "3 h 20 min", "45 min". */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
