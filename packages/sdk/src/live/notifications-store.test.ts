import { describe, expect, it } from 'vitest';
import { fakeClient } from '../test/fake-api.js';
import { message, ownUser } from '../test/fixtures.js';
import { createNotificationsStore } from './notifications-store.js';

describe('the notifications store', () => {
  it('applies events and tells its subscribers', () => {
    const store = createNotificationsStore();
    const counts: number[] = [];
    const off = store.subscribe((state) => counts.push(state.messagesCount));
    store.dispatch({ kind: 'activity-message-new', payload: message({ id: 1 }) });
    store.dispatch({ kind: 'activity-message-new', payload: message({ id: 1 }) });
    off();
    store.reset({ messagesCount: 9 });
    expect(counts).toEqual([1]);
    expect(store.getState()).toMatchObject({ messagesCount: 9, messages: [] });
  });

  it("follows the session: seeded from the user's counters, cleared when the user is", () => {
    const { client } = fakeClient();
    client.session.start({
      token: 't',
      wstoken: 'w',
      user: ownUser({ id: 3, matchesCount: 2, messagesCount: 4 }),
    });
    expect(client.notifications.getState()).toMatchObject({ matchesCount: 2, messagesCount: 4 });
    client.notifications.dispatch({ kind: 'activity-message-new', payload: message() });
    client.session.update({ user: ownUser({ id: 3, messagesCount: 4 }) });
    expect(client.notifications.getState().messagesCount).toBe(5);
    client.session.clear();
    expect(client.notifications.getState()).toMatchObject({ matchesCount: 0, messagesCount: 0 });
  });
});
