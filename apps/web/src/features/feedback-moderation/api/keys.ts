/** Staff's suggestions (by page) and members' messages to the team (by status and page). */
export const staffFeedbackKeys = {
  all: ['feedback', 'all'] as const,
  page: (page: number, pageSize: number) => ['feedback', 'all', { page, pageSize }] as const,
  help: ['help', 'staff'] as const,
  helpPage: <Status>(status: Status, page: number) => ['help', 'staff', status, page] as const,
};
