import { describe, expect, it } from 'vitest';
import { appInFocus, inApp, readPush, windowToOpen } from './push-display';

const origin = 'https://antojo.app';
const scope = '/web/app';
const push = {
  kind: 'message',
  title: 'Pádel en el Retiro',
  body: 'Ana: ¿Quedamos a las seis?',
  url: '/web/app/chats/4',
  tag: 'chat-4',
};

describe('what the service worker shows of a push', () => {
  it('takes our payloads and refuses the rest', () => {
    expect(readPush(JSON.stringify(push), scope, origin)).toEqual(push);
    expect(readPush(undefined, scope, origin)).toBeUndefined();
    expect(readPush('no es json', scope, origin)).toBeUndefined();
    expect(readPush(JSON.stringify({ ...push, kind: 'otro' }), scope, origin)).toBeUndefined();
    // A push can only open a page of the app, on this site.
    for (const url of ['https://evil.example/web/app/', '/web/administration', '/web/apple']) {
      expect(readPush(JSON.stringify({ ...push, url }), scope, origin), url).toBeUndefined();
    }
    expect(inApp('/web/app', scope, origin)).toBe(true);
  });

  it('stays quiet while a window of the app is focused and visible', () => {
    const window = (url: string, focused: boolean, visibilityState = 'visible') => ({
      url: `${origin}${url}`,
      focused,
      visibilityState,
    });
    expect(appInFocus([window('/web/app/chats', true)], scope, origin)).toBe(true);
    expect(appInFocus([window('/web/app/chats', false)], scope, origin)).toBe(false);
    expect(appInFocus([window('/web/app/chats', true, 'hidden')], scope, origin)).toBe(false);
    // The public site open and focused is not the app.
    expect(appInFocus([window('/web/info', true)], scope, origin)).toBe(false);

    const open = [
      window('/web/info', true),
      window('/web/app/map', false),
      window('/web/app', true),
    ];
    expect(windowToOpen(open, scope, origin)?.url).toBe(`${origin}/web/app`);
    expect(windowToOpen([window('/web/info', true)], scope, origin)).toBeUndefined();
  });
});
