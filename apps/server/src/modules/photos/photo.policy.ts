import type { Actor } from '../auth/actor.js';

/** A photo, or an avatar, as the rules see it: whose it is. */
export type PhotoRef = { userId: number };

const isOwner = (actor: Actor | null, photo: PhotoRef) => actor?.userId === photo.userId;

/** Avatars are public: the website shows them beside testimonials. */
export const canViewAvatar = (_actor: Actor | null, _photo: PhotoRef): boolean => true;

/** Gallery photos are for signed-in people. */
export const canView = (actor: Actor | null, _photo: PhotoRef): boolean => actor !== null;

/** Adding to a gallery or changing an avatar: its owner only. */
export const canUpload = (actor: Actor | null, gallery: PhotoRef): boolean =>
  isOwner(actor, gallery);

/** Replacing a photo: its owner. */
export const canReplace = (actor: Actor | null, photo: PhotoRef): boolean => isOwner(actor, photo);

/** Deleting a photo or an avatar: its owner. */
export const canDelete = (actor: Actor | null, photo: PhotoRef): boolean => isOwner(actor, photo);
