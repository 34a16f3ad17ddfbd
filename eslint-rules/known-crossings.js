// The crossings of the website's layers that were there when the rule came (issue 37): each is
// to be moved to components/ or lib/ (or composed in a route) and taken off this list; the list
// never grows (web-layers.test.ts fails on an entry the code no longer has).
export const KNOWN_CROSSINGS = [
  'features/member-chats/api/chats -> features/member-profile/api/profile',
  'features/member-conversations/components/conversation-list-item -> features/member-chats/api/chats',
  'features/member-conversations/components/conversation-list-item -> features/member-chats/components/chat-list-item',
  'features/member-conversations/components/conversation-list-item -> features/member-groups/api/groups',
  'features/member-conversations/components/conversation-view -> features/member-chats/components/chat-view',
  'features/member-conversations/components/conversation-view -> features/member-chats/use-chat',
  'features/member-conversations/components/conversation-view -> features/member-groups/api/groups',
  'features/member-conversations/components/message-button -> features/member-friends/api/friends',
  'features/member-friends/components/invitation-card -> features/member-activities/components/activity-card',
  'features/member-results/components/result-panel -> features/member-sports/components/sports-profile',
  'features/member-wishes/components/own-wish -> features/member-conversations/components/message-button',
  'features/member-wishes/components/wish-card -> features/member-conversations/components/message-button',
];
