/** Staff's store: its items, and a member's coins and profile as an adjustment shows them. */
export const staffStoreKeys = {
  items: ['admin-store', 'items'] as const,
  memberCoins: (userId: number) => ['admin-store', 'member', userId, 'coins'] as const,
  memberCoinsPage: (userId: number, page: number) =>
    ['admin-store', 'member', userId, 'coins', page] as const,
  memberProfile: (userId: number) => ['admin-store', 'member', userId, 'profile'] as const,
};
