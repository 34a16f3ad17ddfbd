/** A person as lists credit them (the contract's `feedbackAuthor`): name and avatar stamp. */
export const personRef = (user: {
  id: number;
  firstname: string;
  avatarUpdatedAt: Date | null;
}) => ({
  id: user.id,
  firstname: user.firstname,
  avatarUpdatedAt: user.avatarUpdatedAt?.toISOString() ?? null,
});
