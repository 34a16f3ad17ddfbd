/** Staff's sponsors page: brands, their challenges and events, all made stale together. */
export const sponsorKeys = {
  all: ['admin-sponsors'] as const,
  brands: ['admin-sponsors', 'brands'] as const,
  challenges: ['admin-sponsors', 'challenges'] as const,
  events: ['admin-sponsors', 'events'] as const,
};
