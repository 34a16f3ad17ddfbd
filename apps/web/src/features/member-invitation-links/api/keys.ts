/** A plan's or a group's invitation links, and what one link opens (issue 38). */
export const invitationLinkKeys = {
  all: ['invitation-links'] as const,
  of: (kind: 'activity' | 'group', id: number) => ['invitation-links', kind, id] as const,
  preview: (token: string) => ['invitation-links', 'preview', token] as const,
};
