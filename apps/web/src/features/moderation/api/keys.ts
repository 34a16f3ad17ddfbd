/** Moderation: the reports by status and page, and the log, made stale together. */
export const moderationKeys = {
  all: ['moderation'] as const,
  reports: <Status>(status: Status, page: number) =>
    ['moderation', 'reports', status, page] as const,
  log: (page: number) => ['moderation', 'log', page] as const,
};
