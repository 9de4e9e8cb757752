import { STORAGE_KEYS } from '@/lib/storage';
import { endSession, followOtherTabs, getSessionToken, logOut, onSignOut, restoreSession, startSession, updateSessionUser, useSessionStore } from './sessionStore';
import type { CurrentUser } from '@/lib/currentUser';

const priya: CurrentUser = {
  _id: 'u-1',
  name: 'Priya Sharma',
  email: 'pm@sgkconstructions.in',
  role: 'Project Manager',
  permissions: ['VIEW_DASHBOARD', 'VIEW_PROJECTS'],
  status: 'Active',
};

const stored = () => ({
  token: localStorage.getItem(STORAGE_KEYS.authToken),
  userData: localStorage.getItem(STORAGE_KEYS.userData),
});

function store(token: string | null, userData: string | null) {
  if (token !== null) localStorage.setItem(STORAGE_KEYS.authToken, token);
  if (userData !== null) localStorage.setItem(STORAGE_KEYS.userData, userData);
}

beforeEach(() => {
  useSessionStore.setState({ status: 'restoring', token: null, user: null });
});

describe('restoreSession', () => {
  test('restores the stored user when both the token and the user are stored', () => {
    store('tok-1', JSON.stringify(priya));
    restoreSession();
    expect(useSessionStore.getState()).toMatchObject({ status: 'signedIn', token: 'tok-1', user: priya });
    expect(getSessionToken()).toBe('tok-1');
    expect(stored()).toEqual({ token: 'tok-1', userData: JSON.stringify(priya) });
  });

  test.each([
    ['only the token is stored', 'tok-1', null],
    ['only the user is stored', null, JSON.stringify(priya)],
    ['the token is empty', '', JSON.stringify(priya)],
    ['the user is not JSON', 'tok-1', '{"name": "Priya'],
    ['the user is JSON null', 'tok-1', 'null'],
    ['the user is not a user', 'tok-1', JSON.stringify({ name: 'Priya Sharma' })],
    ['the user has no permission list', 'tok-1', JSON.stringify({ ...priya, permissions: 'VIEW_DASHBOARD' })],
    ['nothing is stored', null, null],
  ])('signs out and clears both keys when %s', (_label, token, userData) => {
    store(token, userData);
    restoreSession();
    expect(useSessionStore.getState()).toMatchObject({ status: 'signedOut', token: null, user: null });
    expect(getSessionToken()).toBeNull();
    expect(stored()).toEqual({ token: null, userData: null });
  });

  test('leaves other stored keys alone', () => {
    localStorage.setItem(STORAGE_KEYS.selectedProjectId, 'p-9');
    store('tok-1', null);
    restoreSession();
    expect(localStorage.getItem(STORAGE_KEYS.selectedProjectId)).toBe('p-9');
  });
});

describe('startSession', () => {
  test('writes both keys and signs in', () => {
    startSession('tok-2', priya);
    expect(stored()).toEqual({ token: 'tok-2', userData: JSON.stringify(priya) });
    expect(useSessionStore.getState()).toMatchObject({ status: 'signedIn', token: 'tok-2', user: priya });
  });

  test('what it stores is what the next start of the app restores', () => {
    startSession('tok-3', priya);
    useSessionStore.setState({ status: 'restoring', token: null, user: null });
    restoreSession();
    expect(useSessionStore.getState()).toMatchObject({ status: 'signedIn', token: 'tok-3', user: priya });
  });
});

describe('endSession', () => {
  test('clears both keys and signs out', () => {
    startSession('tok-4', priya);
    endSession();
    expect(stored()).toEqual({ token: null, userData: null });
    expect(useSessionStore.getState()).toMatchObject({ status: 'signedOut', token: null, user: null });
  });

  test('calls every sign-out listener once, even when the session is ended twice', () => {
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = onSignOut(first);
    const stopSecond = onSignOut(second);
    try {
      startSession('tok-5', priya);
      endSession();
      endSession();
      expect(first).toHaveBeenCalledTimes(1);
      expect(second).toHaveBeenCalledTimes(1);
    } finally {
      stopFirst();
      stopSecond();
    }
  });

  test('tells the listeners whether the user logged out or the session was ended for them', () => {
    const listener = vi.fn();
    const stop = onSignOut(listener);
    try {
      startSession('tok-5', priya);
      logOut();
      startSession('tok-6', priya);
      endSession();
      expect(listener.mock.calls).toEqual([['logout'], ['ended']]);
    } finally {
      stop();
    }
  });

  test('a listener that unsubscribed is not called', () => {
    const listener = vi.fn();
    onSignOut(listener)();
    startSession('tok-6', priya);
    endSession();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('updateSessionUser', () => {
  const promoted: CurrentUser = { ...priya, role: 'Material Manager', permissions: ['VIEW_DASHBOARD', 'VIEW_MATERIALS'] };

  test('writes the new user to storage and to the session, keeping the token', () => {
    startSession('tok-7', priya);
    updateSessionUser(promoted);
    expect(stored()).toEqual({ token: 'tok-7', userData: JSON.stringify(promoted) });
    expect(useSessionStore.getState()).toMatchObject({ status: 'signedIn', token: 'tok-7', user: promoted });
  });

  test('does nothing once the session has ended', () => {
    startSession('tok-8', priya);
    endSession();
    updateSessionUser(promoted);
    expect(stored()).toEqual({ token: null, userData: null });
    expect(useSessionStore.getState().user).toBeNull();
  });
});

describe('followOtherTabs', () => {
  const arjun: CurrentUser = { ...priya, _id: 'u-2', name: 'Arjun Mehta', email: 'admin@sgkconstructions.in', role: 'Admin' };
  /** What this tab hears when another tab changes the stored session (the other tab has written it already). */
  const otherTabWrote = (key: string | null) => window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }));
  let stop: () => void;
  let signOuts: number;
  let stopListening: () => void;

  beforeEach(() => {
    startSession('tok-1', priya);
    signOuts = 0;
    stopListening = onSignOut(() => (signOuts += 1));
    stop = followOtherTabs();
  });
  afterEach(() => {
    stop();
    stopListening();
    localStorage.clear();
  });

  test('a sign-out in another tab ends the session here at once, and what it cached with it', () => {
    localStorage.removeItem(STORAGE_KEYS.authToken);
    localStorage.removeItem(STORAGE_KEYS.userData);
    otherTabWrote(STORAGE_KEYS.authToken);
    expect(useSessionStore.getState()).toMatchObject({ status: 'signedOut', token: null, user: null });
    expect(signOuts).toBe(1);
  });

  test('storage cleared in another tab ends the session here too', () => {
    localStorage.clear();
    otherTabWrote(null);
    expect(useSessionStore.getState().status).toBe('signedOut');
    expect(signOuts).toBe(1);
  });

  test("another user's sign-in in another tab ends this session, then takes up the new one", () => {
    store('tok-2', JSON.stringify(arjun));
    otherTabWrote(STORAGE_KEYS.authToken);
    expect(signOuts).toBe(1);
    expect(useSessionStore.getState()).toMatchObject({ status: 'signedIn', token: 'tok-2', user: arjun });
  });

  test('a change that leaves the token as it is (the user refreshed, another key) changes nothing here', () => {
    writeUser({ ...priya, name: 'Priya S.' });
    otherTabWrote(STORAGE_KEYS.userData);
    otherTabWrote(STORAGE_KEYS.authToken);
    localStorage.setItem('sidebarOpen', 'false');
    otherTabWrote('sidebarOpen');
    expect(signOuts).toBe(0);
    expect(useSessionStore.getState()).toMatchObject({ status: 'signedIn', token: 'tok-1' });
  });

  test('once stopped, it hears nothing', () => {
    stop();
    localStorage.clear();
    otherTabWrote(STORAGE_KEYS.authToken);
    expect(useSessionStore.getState().status).toBe('signedIn');
  });
});

function writeUser(user: CurrentUser) {
  localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(user));
}
