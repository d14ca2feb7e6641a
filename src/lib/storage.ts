import { parseJson } from './safeJson';

/** The local storage keys of spec §9. */
export const STORAGE_KEYS = {
  persisted: 'cem_platform',
  lang: 'lang',
  fallbackLang: 'fallbackLang',
  serviceUrl: 'serviceUrl',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** A key-value store that never throws: private mode, quota and corrupt data all degrade to "absent". */
export interface SafeStorage {
  getString(key: StorageKey): string | undefined;
  setString(key: StorageKey, value: string): void;
  /** Parsed JSON, or undefined when missing or corrupt. */
  getJson(key: StorageKey): unknown;
  setJson(key: StorageKey, value: unknown): void;
  remove(key: StorageKey): void;
}

/** Wraps a Web Storage (or anything shaped like one); a missing backend behaves as empty. */
export function createSafeStorage(backend: Storage | undefined): SafeStorage {
  const attempt = <T>(fn: () => T, fallback: T): T => {
    if (!backend) return fallback;
    try {
      return fn();
    } catch {
      return fallback;
    }
  };
  return {
    getString: (key) => attempt(() => backend?.getItem(key) ?? undefined, undefined),
    setString: (key, value) => attempt(() => backend?.setItem(key, value), undefined),
    getJson: (key) => parseJson(attempt(() => backend?.getItem(key) ?? undefined, undefined)),
    setJson: (key, value) => attempt(() => backend?.setItem(key, JSON.stringify(value)), undefined),
    remove: (key) => attempt(() => backend?.removeItem(key), undefined),
  };
}

/** The browser's localStorage, if this context can reach it. */
export function browserStorage(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined;
  } catch {
    return undefined;
  }
}
