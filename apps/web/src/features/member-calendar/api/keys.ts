/** The member's calendar address (Ajustes, Calendario). */
export const calendarKeys = { feed: ['calendar-feed'] as const };
