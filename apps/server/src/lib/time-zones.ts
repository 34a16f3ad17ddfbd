export { inZone } from '@app/contract/time-zones';

/** Minutes as "HH:MM". */
export const hoursAndMinutes = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** "HH:MM" as minutes. */
export const toMinutes = (duration: string) => {
  const [hours, minutes] = duration.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};
