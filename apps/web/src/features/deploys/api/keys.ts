/** The builds' table, by page. */
export const deployKeys = {
  all: ['deploys'] as const,
  page: (page: number, pageSize: number) => ['deploys', { page, pageSize }] as const,
};
