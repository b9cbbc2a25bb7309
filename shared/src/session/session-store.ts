import type { SessionUser } from './session-user';

/** The local-storage names the site has always used (docs/product.md §3). */
export const STORAGE_KEYS = { user: 'user', token: 'token' } as const;

export interface SessionState {
  user: SessionUser | null;
  token: string;
}

export type SessionEndReason = 'logout' | 'expired';
type Listener = () => void;
type EndListener = (reason: SessionEndReason) => void;

function readStoredUser(storage: Storage): SessionUser | null {
  const raw = storage.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && 'role' in parsed ? (parsed as SessionUser) : null;
  } catch {
    return null;
  }
}

/** A Storage that lives and dies with the process (a server render's). */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

/**
 * The one session of the page. It lives in `@ceylon/shared`, which federation loads once,
 * so the shell and every area read and change the same state.
 */
export function createSessionStore(storage: Storage = window.localStorage) {
  const user = readStoredUser(storage);
  const token = storage.getItem(STORAGE_KEYS.token) ?? '';
  let state: SessionState = user && token ? { user, token } : { user: null, token: '' };
  const listeners = new Set<Listener>();
  const endListeners = new Set<EndListener>();

  function set(next: SessionState) {
    state = next;
    if (next.user) {
      storage.setItem(STORAGE_KEYS.user, JSON.stringify(next.user));
      storage.setItem(STORAGE_KEYS.token, next.token);
    } else {
      storage.removeItem(STORAGE_KEYS.user);
      storage.removeItem(STORAGE_KEYS.token);
    }
    listeners.forEach((listener) => listener());
  }

  function end(reason: SessionEndReason) {
    set({ user: null, token: '' });
    // Logging out forgets everything this browser kept for the visitor, as the site always did.
    storage.clear();
    endListeners.forEach((listener) => listener(reason));
  }

  return {
    getState: () => state,
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Called with the reason whenever a session ends, so the shell can route to /login. */
    onEnd: (listener: EndListener) => {
      endListeners.add(listener);
      return () => void endListeners.delete(listener);
    },
    login: (user: SessionUser, token: string) => {
      set({ user, token });
    },
    updateUser: (user: SessionUser) => {
      if (state.user) set({ ...state, user });
    },
    logout: () => end('logout'),
    expire: () => {
      if (state.user) end('expired');
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
