import { STORAGE_KEYS } from '@/lib/storage';
import { clearAllDrafts, draftKeyFor, keepable, readDraft, writeDraft } from './drafts';
import { useSessionStore } from './sessionStore';

const signedInAs = (_id: string) =>
  useSessionStore.setState({ status: 'signedIn', token: 't', user: { _id, name: 'N', email: `${_id}@x.in`, role: 'Admin', permissions: [], status: 'Active' } });

describe('draft keys', () => {
  test('are the signed-in user’s, per form and per record; none while signed out', () => {
    signedInAs('u-1');
    expect(draftKeyFor('add-vendor')).toBe('draft:u-1:add-vendor');
    expect(draftKeyFor(['edit-vendor', 'v-9'])).toBe('draft:u-1:edit-vendor:v-9');
    signedInAs('u-2');
    expect(draftKeyFor('add-vendor')).toBe('draft:u-2:add-vendor');
    useSessionStore.setState({ status: 'signedOut', token: null, user: null });
    expect(draftKeyFor('add-vendor')).toBeNull();
  });
});

describe('keepable', () => {
  test('leaves out passwords and files, at any depth', () => {
    const photo = new File(['x'], 'a.png', { type: 'image/png' });
    expect(keepable({ name: 'Meena', password: 'S@1', confirmPassword: 'S@1', photo, rows: [{ file: photo, note: 'n' }], flags: { a: true } })).toEqual({
      name: 'Meena',
      rows: [{ note: 'n' }],
      flags: { a: true },
    });
  });
});

describe('storage', () => {
  test('a draft reads back as written; anything else reads as none', () => {
    writeDraft('draft:u-1:f', { a: '1' }, 1234);
    expect(readDraft('draft:u-1:f')).toEqual({ savedAt: 1234, values: { a: '1' } });
    localStorage.setItem('draft:u-1:g', 'not json');
    expect(readDraft('draft:u-1:g')).toBeNull();
    expect(readDraft('draft:u-1:h')).toBeNull();
  });

  test('clearAllDrafts drops every user’s drafts and nothing else', () => {
    writeDraft(STORAGE_KEYS.draft('u-1', 'add-vendor'), {});
    writeDraft(STORAGE_KEYS.draft('u-2', 'edit-user:7'), {});
    localStorage.setItem(STORAGE_KEYS.selectedProjectId, 'p-1');
    clearAllDrafts();
    expect(Object.keys(localStorage)).toEqual([STORAGE_KEYS.selectedProjectId]);
  });
});
