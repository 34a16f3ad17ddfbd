import { PUSH_KINDS, type PushPayload } from '@app/contract/push-payload';

/** What the worker needs to know of a window of the website (a `WindowClient`). */
export type WindowLike = { url: string; focused: boolean; visibilityState: string };

/** Whether an address (absolute, or a path) is `scope` (`/web/app`) or a page below it. */
export function inApp(url: string, scope: string, origin: string): boolean {
  const parsed = new URL(url, origin);
  return parsed.origin === origin && `${parsed.pathname}/`.startsWith(`${scope}/`);
}

/**
 * The push's payload, if it is one of ours: the server's JSON (push.messages.ts) with a page
 * of the app to open. Anything else (no data, other JSON, a page elsewhere) is ignored.
 */
export function readPush(text: string | undefined, scope: string, origin: string) {
  if (!text) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  const payload = data as Partial<PushPayload> | null;
  if (
    typeof payload?.title !== 'string' ||
    typeof payload.body !== 'string' ||
    typeof payload.url !== 'string' ||
    typeof payload.tag !== 'string' ||
    !PUSH_KINDS.includes(payload.kind as PushPayload['kind']) ||
    !inApp(payload.url, scope, origin)
  ) {
    return undefined;
  }
  return payload as PushPayload;
}

/**
 * Someone is looking at the app right now: a window of it is focused and visible. The page
 * shows what happened itself (live, through realtime), so a notification would say it twice.
 */
export function appInFocus(windows: readonly WindowLike[], scope: string, origin: string) {
  return windows.some(
    (window) =>
      window.focused && window.visibilityState === 'visible' && inApp(window.url, scope, origin),
  );
}

/** The window a notification's click should bring forward: a focused one of the app first. */
export function windowToOpen<W extends WindowLike>(
  windows: readonly W[],
  scope: string,
  origin: string,
): W | undefined {
  const app = windows.filter((window) => inApp(window.url, scope, origin));
  return (
    app.find((window) => window.focused) ??
    app.find((w) => w.visibilityState === 'visible') ??
    app[0]
  );
}

/** The message a notification's click posts to an open window: go to this page of the app. */
export type OpenMessage = { type: 'antojo:open'; url: string };
