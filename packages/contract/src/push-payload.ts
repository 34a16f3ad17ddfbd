// No zod here: the member app's service worker imports this, and stays small.

/** What a push says: the kinds the web app is told of. */
export const PUSH_KINDS = [
  'petition',
  'answer',
  'message',
  'friend',
  'invitation',
  'group',
  'wish',
  'reminder',
  'cancelled',
] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/**
 * The push message's payload (JSON, encrypted for the browser), which the service worker
 * shows: a Spanish title and text, the page of the web app to open, and a tag, so that a
 * newer push of the same thing (a chat's next message) replaces the older one on screen.
 */
export type PushPayload = {
  kind: PushKind;
  title: string;
  body: string;
  /** An address of the web app, `/web/app/...`. */
  url: string;
  tag: string;
  /**
   * A reminder's «Ya no puedo ir»: the app's page where the member gives up their place (an
   * address of the web app), shown as the notification's action.
   */
  leave_url?: string;
};

/** The web app's pages a push opens (apps/web `memberPaths`, under `/web`). */
export const PUSH_URLS = {
  activity: (id: number) => `/web/app/a/${id}`,
  /** The plan's page, asking at once whether to give up the place (a reminder's action). */
  leave: (id: number) => `/web/app/a/${id}?salir=1`,
  chat: (activityId: number) => `/web/app/chats/${activityId}`,
  user: (userId: number) => `/web/app/u/${userId}`,
  conversation: (id: number) => `/web/app/chats/c/${id}`,
  group: (id: number) => `/web/app/g/${id}`,
  wishes: '/web/app/map?capas=deseos',
} as const;
