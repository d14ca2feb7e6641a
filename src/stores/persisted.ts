import type { UserInfo } from '../api/types';
import { isRecord, stringField } from '../lib/safeJson';
import { STORAGE_KEYS, type SafeStorage } from '../lib/storage';

/** Header habit of spec §3, one per user. */
export interface HeaderHabit {
  menuTag: string;
  currentParentbusiness: string;
  currentStore: string;
  language: string;
  isCollapse: boolean;
  /** 'light', 'dark', 'system', or '' when never chosen. */
  theme: string;
}

/** The shape kept under the `cem_platform` storage key. */
/** How the user signed in; bookmarks are skipped for the cmi variant (spec §7). */
export type LoginVariant = 'credentials' | 'token' | 'partner' | 'cmi';

/** Page reloads made for a failed chunk (spec §9: at most 3); kept across the reload itself. */
export interface ChunkReloadRecord {
  count: number;
  /** When the last reload was started (ms since epoch). */
  at: number;
}

export interface PersistedState {
  user: UserInfo | null;
  variant: LoginVariant | null;
  habits: Record<string, HeaderHabit>;
  chunkReload: ChunkReloadRecord | null;
  /** This device's theme choice, which applies before sign-in too. */
  theme: 'light' | 'dark' | 'system' | null;
}

const USER_STRING_FIELDS = ['did', 'userid', 'companyid', 'loginsession'] as const;

/** A stored user is used only when every session field is a non-empty string. */
export function parseUser(value: unknown): UserInfo | null {
  if (!isRecord(value)) return null;
  for (const key of USER_STRING_FIELDS) {
    if (typeof value[key] !== 'string' || value[key] === '') return null;
  }
  const text = (key: string) => stringField(value, key) ?? '';
  return {
    did: text('did'),
    userid: text('userid'),
    companyid: text('companyid'),
    loginsession: text('loginsession'),
    name: text('name'),
    nickname: text('nickname'),
    avatar: text('avatar') || undefined,
    role: text('role') || undefined,
  };
}

export function parseHabit(value: unknown): HeaderHabit | null {
  if (!isRecord(value)) return null;
  const text = (key: string) => stringField(value, key) ?? '';
  return {
    menuTag: text('menuTag'),
    currentParentbusiness: text('currentParentbusiness'),
    currentStore: text('currentStore'),
    language: text('language'),
    isCollapse: value.isCollapse === true,
    theme: text('theme'),
  };
}

/** Reads the persisted state; anything corrupt degrades to the empty state, never throws. */
export function readPersisted(storage: SafeStorage): PersistedState {
  const raw = storage.getJson(STORAGE_KEYS.persisted);
  if (!isRecord(raw)) return { user: null, variant: null, habits: {}, chunkReload: null, theme: null };
  const habits: Record<string, HeaderHabit> = {};
  if (isRecord(raw.habits)) {
    for (const [userid, habit] of Object.entries(raw.habits)) {
      const parsed = parseHabit(habit);
      if (parsed) habits[userid] = parsed;
    }
  }
  const variant = ['credentials', 'token', 'partner', 'cmi'].includes(raw.variant as string) ? (raw.variant as LoginVariant) : null;
  const theme = raw.theme === 'light' || raw.theme === 'dark' || raw.theme === 'system' ? raw.theme : null;
  return { user: parseUser(raw.user), variant, habits, chunkReload: parseChunkReload(raw.chunkReload), theme };
}

function parseChunkReload(value: unknown): ChunkReloadRecord | null {
  if (!isRecord(value)) return null;
  const { count, at } = value;
  const valid = Number.isInteger(count) && (count as number) >= 0 && Number.isFinite(at);
  return valid ? { count: count as number, at: at as number } : null;
}

/** Writes one part of the persisted state, keeping the rest. */
export function writePersisted(storage: SafeStorage, patch: Partial<PersistedState>): void {
  storage.setJson(STORAGE_KEYS.persisted, { ...readPersisted(storage), ...patch });
}
