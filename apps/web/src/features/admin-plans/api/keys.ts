/** Staff's Planes page: who holds a plan, and the grants given. */
export const staffPlanKeys = {
  all: ['admin-plans'] as const,
  holders: (page: number) => ['admin-plans', 'holders', page] as const,
  grants: (userId: number | undefined, page: number) =>
    ['admin-plans', 'grants', userId ?? 'all', page] as const,
};
