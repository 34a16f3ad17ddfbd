/** A member's photos: the list, and each picture by id. */
export const photoKeys = {
  of: (userId: number) => ['photos', userId] as const,
  one: (photoId: number) => ['photo', photoId] as const,
};
