import { act } from '@testing-library/react';
import type { UserInfo } from '../../src/api/types';
import { createSafeStorage } from '../../src/lib/storage';
import { writePersisted } from '../../src/stores/persisted';
import type { Database } from '../../mock/api/db/Database';
import { mockDb } from './backend';
import { mountApp, type MountedApp, type MountOptions } from './mountApp';

/** The demo accounts of the mock backend and their passwords (README). */
export const DEMO_PASSWORDS: Readonly<Record<string, string>> = {
  admin: 'admin123',
  operator: 'operator123',
  maintainer: 'maintainer123',
  viewer: 'viewer123',
  ggadmin: 'greengrid123',
};

/**
 * Leaves what a sign-in through the login form leaves behind: a live session in the mock
 * database and the signed-in user in the app's storage, where the app looks at start. The app
 * mounted next starts signed in (SessionStore reads the stored user, RootStore.start loads the
 * habit, menu and projects), without the login screen, the typing and the landing page.
 * The sign-in tests themselves still sign in through the form (test/app/session.integration).
 */
export function seedSession(db: Database, username: string, password = DEMO_PASSWORDS[username] ?? `${username}123`): UserInfo {
  const user = db.accounts.verifyCredentials(username, password);
  if (!user) throw new Error(`seedSession: no demo account ${username} with that password`);
  const info = db.accounts.userInfo(user, db.accounts.createSession(user.userid).token);
  writePersisted(createSafeStorage(window.localStorage), { user: info, variant: 'credentials' });
  return info;
}

export interface SignedInOptions extends Omit<MountOptions, 'path'> {
  /** A demo account (the operator unless told). */
  user?: string;
  password?: string;
  /** The database to seed the session in (the file's mock backend unless told). */
  db?: Database;
}

/** Mounts the console at `path` (after the base) with `user` already signed in; the GreenGrid host (English) unless told. */
export async function mountSignedIn(path: string, { user = 'operator', password, db = mockDb(), hostname = '127.0.0.1', ...options }: SignedInOptions = {}): Promise<MountedApp> {
  seedSession(db, user, password);
  return mountApp({ ...options, path, hostname });
}

export interface AtStoreOptions extends SignedInOptions {
  /** The store to choose first (its parent business is chosen before it). */
  store: string;
  /** The parent business holding the store (the demo company's pb-1001 unless told). */
  parent?: string;
}

/**
 * Mounts the console signed in, chooses `store` as a person does in the header (parent business,
 * then store), then opens `path` inside the app: a screen test's start on a store of its choosing.
 */
export async function mountAtStore(path: string, { store, parent = 'pb-1001', ...options }: AtStoreOptions): Promise<MountedApp> {
  const mounted = await mountSignedIn('/index/personal-center', options);
  const { project } = mounted.app.root;
  await act(async () => project.selectParent(parent));
  await act(async () => project.load());
  act(() => project.selectStore(store));
  await act(async () => mounted.app.root.navigate(path));
  return mounted;
}
