import { CalendarFeed } from '../../features/member-calendar/components/calendar-feed';
import type { PageHandle } from '../../lib/meta';
import styles from './member-pages.module.css';

export const handle: PageHandle = {
  meta: {
    title: 'Calendario',
    description: 'Tus planes en el calendario de tu móvil o de tu ordenador.',
  },
};

/** "Calendario" (/web/app/settings/calendar): the member's calendar address (issue 38). */
export function Component() {
  return (
    <div className={styles.stack}>
      <CalendarFeed />
    </div>
  );
}
