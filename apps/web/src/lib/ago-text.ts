const dayMonth = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'short' });

/**
 * How long ago something happened, as a list beside it says it: "ahora mismo", "hace 5 min",
 * "hace 2 h", "hace 3 d", then the date ("12 nov").
 */
export function agoText(at: string, now: number): string {
  const minutes = Math.floor((now - Date.parse(at)) / 60_000);
  if (minutes < 1) return 'ahora mismo';
  if (minutes < 60) return `hace ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `hace ${hours} h`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `hace ${days} d`;
  return dayMonth.format(new Date(at));
}
