import { backendOriginOrNull } from './url';
import type { SafeStorage } from './storage';
import { STORAGE_KEYS } from './storage';
import { APP_CONFIG } from './config';

export type RunMode = 'standalone' | 'micro';

export const STANDALONE_BASE = '/cem_platform';
export const MICRO_BASE = '/cem-platform';

/** What a qiankun host may pass in props; everything is optional and checked before use. */
export interface HostProps {
  container?: HTMLElement;
  /** Router base the host mounts the console under, e.g. `/cem-platform`. */
  base?: unknown;
  /** Backend origin when the host does not proxy the API. */
  serviceUrl?: unknown;
  /** Lets the app switcher hand control back to the host. */
  switchApp?: unknown;
  [key: string]: unknown;
}

/** Everything the app needs to know about where and how it runs; built once per mount. */
export interface Runtime {
  mode: RunMode;
  /** Router basename without a trailing slash. */
  routerBase: string;
  /** Where static files (language files) are served, with a trailing slash. */
  publicBase: string;
  /** The element React renders into. */
  mountElement: HTMLElement;
  hostname: string;
  /** '' for same origin, or an absolute http(s) origin. */
  apiBase: string;
  /** Asks the host to show another sub-app; undefined when standalone. */
  switchApp?: (key: string) => void;
}

/** A router base must be a simple absolute path: anything else falls back to the default. */
function safeBase(raw: unknown, fallback: string): string {
  if (typeof raw !== 'string' || !/^\/[A-Za-z0-9_\-/.]*$/.test(raw) || raw.includes('//') || raw.includes('..')) return fallback;
  return raw.replace(/\/+$/, '') || fallback;
}

export interface RuntimeInput {
  mode: RunMode;
  mountElement: HTMLElement;
  hostname: string;
  publicBase: string;
  storage: SafeStorage;
  props?: HostProps;
  /** Which backends the `serviceUrl` storage key may name; defaults to the build's config. */
  serviceUrlPolicy?: ServiceUrlPolicy;
}

export interface ServiceUrlPolicy {
  /** Origins the storage key may name in a production build. */
  storedOrigins: readonly string[];
  /** In dev mode the storage key may name any backend origin. */
  devMode: boolean;
}

/**
 * The backend origin, '' for the console's own. A host's `serviceUrl` prop wins; the storage
 * key (which any script on the origin can write) counts only in dev mode or for an allowed
 * origin. Either way plain http is for localhost only.
 */
function serviceOrigin(props: HostProps, storage: SafeStorage, policy: ServiceUrlPolicy): string {
  const fromHost = backendOriginOrNull(props.serviceUrl);
  if (fromHost) return fromHost;
  const stored = backendOriginOrNull(storage.getString(STORAGE_KEYS.serviceUrl));
  if (stored && (policy.devMode || policy.storedOrigins.some((allowed) => backendOriginOrNull(allowed) === stored))) return stored;
  return '';
}

export function createRuntime(input: RuntimeInput): Runtime {
  const props = input.props ?? {};
  const defaultBase = input.mode === 'micro' ? MICRO_BASE : STANDALONE_BASE;
  const policy = input.serviceUrlPolicy ?? { storedOrigins: APP_CONFIG.storedServiceOrigins, devMode: APP_CONFIG.devMode };
  const switchApp = typeof props.switchApp === 'function' ? (props.switchApp as (key: string) => void) : undefined;
  return {
    mode: input.mode,
    routerBase: input.mode === 'micro' ? safeBase(props.base, defaultBase) : defaultBase,
    publicBase: input.publicBase.endsWith('/') ? input.publicBase : `${input.publicBase}/`,
    mountElement: input.mountElement,
    hostname: input.hostname,
    apiBase: serviceOrigin(props, input.storage, policy),
    switchApp,
  };
}
