import { makeRecruiterUser, makeTalentUser } from '../testing/factories';
import {
  createSessionStore,
  SESSION_STORAGE_KEY,
  sessionStore,
  syncSessionAcrossTabs,
} from './session-store';

const stored = () => window.localStorage.getItem(SESSION_STORAGE_KEY);

describe('sessionStore', () => {
  it('starts logged out when nothing is stored', () => {
    expect(createSessionStore().getState().user).toBeNull();
  });

  it('login stores exactly the user object under @userLogin', () => {
    const user = makeRecruiterUser();
    sessionStore.getState().login(user);
    expect(SESSION_STORAGE_KEY).toBe('@userLogin');
    expect(sessionStore.getState().user).toEqual(user);
    // The bare object, no { state, version } envelope: other code reads it as is.
    expect(JSON.parse(stored() ?? 'null')).toStrictEqual(user);
  });

  it('keeps the login across a reload (a store re-created from storage)', () => {
    const user = makeTalentUser({ name: 'Reloaded' });
    sessionStore.getState().login(user);
    const afterReload = createSessionStore();
    expect(afterReload.getState().user).toEqual(user);
  });

  it('treats corrupted JSON as logged out and removes it', () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, '{"id_user": 3, "role":');
    expect(createSessionStore().getState().user).toBeNull();
    expect(stored()).toBeNull();
  });

  it('treats a value that is not a login as logged out and removes it', () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'abc' }));
    expect(createSessionStore().getState().user).toBeNull();
    expect(stored()).toBeNull();
  });

  it('clear forgets the login in memory and in storage', () => {
    sessionStore.getState().login(makeTalentUser());
    sessionStore.getState().clear();
    expect(sessionStore.getState().user).toBeNull();
    expect(stored()).toBeNull();
  });
});

describe('session sync across tabs', () => {
  function otherTab(key: string | null, value: string | null) {
    if (key !== null) {
      if (value === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, value);
    }
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
  }

  it('follows a login and a logout made in another tab', () => {
    const user = makeTalentUser();
    otherTab(SESSION_STORAGE_KEY, JSON.stringify(user));
    expect(sessionStore.getState().user).toEqual(user);
    otherTab(SESSION_STORAGE_KEY, null);
    expect(sessionStore.getState().user).toBeNull();
  });

  it('logs out when another tab clears all storage', () => {
    sessionStore.getState().login(makeTalentUser());
    window.localStorage.clear();
    otherTab(null, null);
    expect(sessionStore.getState().user).toBeNull();
  });

  it('ignores changes to other keys', () => {
    const user = makeTalentUser();
    sessionStore.getState().login(user);
    otherTab('theme', 'dark');
    expect(sessionStore.getState().user).toEqual(user);
  });

  it('stops listening once unsubscribed', () => {
    const store = createSessionStore();
    const stop = syncSessionAcrossTabs(store);
    stop();
    otherTab(SESSION_STORAGE_KEY, JSON.stringify(makeTalentUser()));
    expect(store.getState().user).toBeNull();
  });
});
