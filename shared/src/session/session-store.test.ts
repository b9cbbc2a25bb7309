import { createSessionStore, STORAGE_KEYS } from './session-store';
import type { SessionUser } from './session-user';

const guest: SessionUser = { id: 'u1', firstName: 'Nimal', lastName: 'Perera', email: 'guest@ceylon.test', role: 'user' };

describe('session store', () => {
  beforeEach(() => localStorage.clear());

  it('starts signed out with an empty token when nothing is stored', () => {
    expect(createSessionStore(localStorage).getState()).toEqual({ user: null, token: '' });
  });

  it('writes the user and token under their storage names on login', () => {
    createSessionStore(localStorage).login(guest, 'jwt-1');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!)).toEqual(guest);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('jwt-1');
  });

  it('survives a reload: a new store reads the stored session back', () => {
    createSessionStore(localStorage).login(guest, 'jwt-1');
    expect(createSessionStore(localStorage).getState()).toEqual({ user: guest, token: 'jwt-1' });
  });

  it('clears both and empties local storage on logout', () => {
    const store = createSessionStore(localStorage);
    store.login(guest, 'jwt-1');
    localStorage.setItem('recent-searches', '["Kandy"]');
    store.logout();
    expect(store.getState()).toEqual({ user: null, token: '' });
    expect(localStorage.length).toBe(0);
  });

  it('ignores a stored user that is not valid JSON', () => {
    localStorage.setItem(STORAGE_KEYS.user, '{oops');
    localStorage.setItem(STORAGE_KEYS.token, 'jwt-1');
    expect(createSessionStore(localStorage).getState().user).toBeNull();
  });

  it('tells listeners about every change and why a session ended', () => {
    const store = createSessionStore(localStorage);
    const changes = jest.fn();
    const ends = jest.fn();
    store.subscribe(changes);
    store.onEnd(ends);
    store.login(guest, 'jwt-1');
    store.expire();
    expect(changes).toHaveBeenCalledTimes(2);
    expect(ends).toHaveBeenCalledWith('expired');
  });

  it('does nothing on expire when nobody is signed in', () => {
    const store = createSessionStore(localStorage);
    const ends = jest.fn();
    store.onEnd(ends);
    store.expire();
    expect(ends).not.toHaveBeenCalled();
  });
});
