import { formatNumber } from '@app/contract/spanish-numbers';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;
const dateTime = new Intl.DateTimeFormat('es-ES', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/**
 * A size in the units people read (1 KB = 1024 bytes), in Spanish number format.
 * @example formatBytes(6_291_456) // '6 MB'; formatBytes(1_572_864) // '1,5 MB'
 */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${formatNumber(value, { decimals: unit === 0 ? 0 : 1 })} ${UNITS[unit]}`;
}

/**
 * A moment as a Spanish date and time; the text as it came when it is not a date.
 * @example formatDateTime('2025-01-13T10:30:00Z') // '13 ene 2025, 11:30' (in Madrid)
 */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

const dateOnly = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/**
 * A moment as a Spanish date; the text as it came when it is not a date.
 * @example formatDate('2025-01-13T10:30:00Z') // '13 de enero de 2025'
 */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateOnly.format(date);
}
