import type { NotificationItem } from '@app/contract/notification-centre';
import { describe, expect, it } from 'vitest';
import { notificationText } from './notification-text';

const item = (overrides: Partial<NotificationItem>): NotificationItem => ({
  id: 1,
  kind: 'request',
  actor: { id: 43, firstname: 'Bruno', avatarUpdatedAt: null },
  activity: { id: 7, description: 'Ruta en bici por Madrid Río\nTraed agua' },
  conversation: null,
  group: null,
  text: null,
  count: 1,
  read: false,
  createdAt: '2026-11-26T20:00:00Z',
  ...overrides,
});

describe('notificationText', () => {
  it('names who and the plan, and leads where the news can be acted on', () => {
    expect(notificationText(item({}))).toEqual({
      text: 'Bruno quiere unirse a «Ruta en bici por Madrid Río»',
      to: '/app/a/7',
    });
    expect(notificationText(item({ kind: 'accepted' })).to).toBe('/app/chats/7');
    // A brand's event gives its places in turn: nobody accepted anyone.
    expect(notificationText(item({ kind: 'accepted', actor: null })).text).toBe(
      'Ya tienes plaza en «Ruta en bici por Madrid Río»',
    );
    expect(notificationText(item({ kind: 'friend_request', activity: null })).to).toBe('/app/u/43');
  });

  it('asks for the word an attendance or a result is waiting for, on the plan’s page', () => {
    expect(notificationText(item({ kind: 'attendance_marked' }))).toEqual({
      text: 'Bruno ha marcado que fuiste a «Ruta en bici por Madrid Río». Confirma que se celebró',
      to: '/app/a/7',
    });
    expect(notificationText(item({ kind: 'result_reported' })).text).toBe(
      'Bruno ha anotado el resultado de «Ruta en bici por Madrid Río». ¿Es correcto?',
    );
    expect(notificationText(item({ kind: 'result_disputed' })).to).toBe('/app/a/7');
  });

  it('reminds of a plan with the server’s words for when, on the plan’s page', () => {
    expect(
      notificationText(item({ kind: 'reminder', actor: null, text: 'mañana a las 18:30' })),
    ).toEqual({
      text: 'Recordatorio: «Ruta en bici por Madrid Río» es mañana a las 18:30',
      to: '/app/a/7',
    });
  });

  it("says a chat's gathered messages by the latest and how many more", () => {
    expect(notificationText(item({ kind: 'message', text: 'Llego tarde', count: 3 })).text).toBe(
      'Bruno en «Ruta en bici por Madrid Río»: Llego tarde (y 2 más)',
    );
  });

  it("leaves out a deleted message's words", () => {
    expect(notificationText(item({ kind: 'message', text: null, count: 2 })).text).toBe(
      'Bruno escribió en «Ruta en bici por Madrid Río» (y 1 más)',
    );
  });

  it('says "Alguien" once the account is gone', () => {
    expect(notificationText(item({ kind: 'friend_accepted', actor: null })).text).toBe(
      'Alguien ha aceptado tu solicitud de amistad',
    );
  });
});
