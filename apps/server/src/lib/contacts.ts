/** An account's e-mail and phone: where codes and messages were sent, and what to forget of it. */
export const contactsOf = (user: { email: string | null; phone: string | null }) =>
  [user.email, user.phone].filter((value): value is string => value !== null);
