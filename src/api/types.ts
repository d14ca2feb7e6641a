/**
 * Wire types shared by the app's api modules and the mock backend (mock/api),
 * so the two cannot drift. Entities follow spec §3; envelopes follow §7/§8.
 */

/** Every JSON answer of the backend: status 0 is success (spec §8). */
export interface Envelope<T> {
  status: number;
  message?: string;
  result: T;
}

/** Server statuses with a meaning of their own (spec §8). */
export const STATUS_OK = 0;
export const STATUS_SESSION_EXPIRED = -45592;
export const STATUS_HIDDEN = -45999;
/** Sign-in with a one-time password: it is right, and serves only to set the user's own (user/firstpassword). */
export const STATUS_PASSWORD_CHANGE = -45428;
/** A save made on an older version of the record: someone else saved it since (issue 36 item 2). */
export const STATUS_STALE = -45409;

/** What an editable record carries so a save on an older copy is caught: its version, who saved it last and when (ISO instant). */
export interface VersionStamp {
  version: number;
  changedBy: string;
  changedAt: string;
}

/** Headers the request layer adds to every call (spec §7). */
export const SESSION_HEADERS = ['companyid', 'reqUserId', 'loginsession', 'userDid', 'userid'] as const;

// ---------- user and session ----------

export interface UserInfo {
  did: string;
  userid: string;
  companyid: string;
  loginsession: string;
  nickname: string;
  name: string;
  avatar?: string;
  /** Role key of the mock/tenant, shown in the user menu. */
  role?: string;
}

export interface CredentialsLogin {
  username: string;
  password: string;
}

/** user/firstpassword: the one-time password as `password`, and the user's own as `next`. */
export interface FirstPassword extends CredentialsLogin {
  next: string;
}

export interface TokenLogin {
  token: string;
}

/** Third-party entry variants (spec §5): ticket → partner, clientId+code → cmi, token → encrypted. */
export type ThirdPartyKind = 'partner' | 'cmi' | 'token';

export interface ThirdLoginQuery {
  type: ThirdPartyKind;
  ticket?: string;
  clientId?: string;
  code?: string;
  token?: string;
}

export interface RegisterApply {
  company: string;
  contact: string;
  phone: string;
  email: string;
  username: string;
  password: string;
  /** The portal applied for: the console (default) or the smart-bnb portal, with how many rooms the host will let. */
  portal?: RegisterPortal;
  rooms?: number;
}

export type RegisterPortal = 'cem' | 'smart-bnb';
export const REGISTER_PORTALS: readonly RegisterPortal[] = ['cem', 'smart-bnb'];

export interface RegisterResult {
  applyId: string;
}

// ---------- tenant and branding ----------

/** Branding display settings inside the tenant's `comment` JSON. */
export interface TenantComment {
  platformname?: string;
  platformlogo?: string;
  homepageimg?: string;
  /** Origins whose pages the iframe screens may embed for this tenant. */
  frameOrigins?: string[];
}

export interface TenantInfo {
  platname: string;
  pagename: string;
  hostlogo?: string;
  icon?: string;
  favicon?: string;
  /** 0 none, 1 only main apps, otherwise all (spec §3). */
  issupportswitch: number;
  isdisplaylogo: number;
  isdisplayname: number;
  issupportofficialwebsite: number;
  isdisplaycopyright: number;
  copyright?: string;
  /** JSON text of TenantComment; may be malformed and is parsed defensively. */
  comment?: string;
  extraComment?: string;
}

export interface BasicInfoQuery {
  domain: string;
}

/** The proxy service's common snapshot call (spec §7, tenant and proxy). */
export interface ProxySnapshotQuery {
  service: 'common';
  method: 'getsnapshot';
  params: { hostname: string };
}

export interface TenantSnapshot extends TenantInfo {
  hostname: string;
}

// ---------- language ----------

export type LangKey = 'zh' | 'en' | 'zh_hk' | 'th';

export interface LangListEntry {
  key: LangKey;
  name: string;
}

// ---------- menu ----------

/** A menu item as the server sends it (spec §3); normalised by the menu store. */
export interface MenuItemWire {
  tag?: string;
  languagesetting?: string;
  icon?: string;
  title?: string;
  name: string;
  page?: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  pid?: string;
  historyPid?: string;
  disabled?: boolean | number;
  disable?: boolean | number;
  hidden?: boolean | number;
  subList?: MenuItemWire[];
  sub_menu?: MenuItemWire[];
  /** JSON text merged into the item; may be malformed. */
  content?: string;
}

export interface MenuQuery {
  portalcode: string;
}

export interface MenuAnswer {
  list: MenuItemWire[];
  /** JSON text of NavigationStyle; may be malformed or empty. */
  style?: string;
}

/** Navigation colours (spec §3); defaults in spec §9. */
export interface NavigationStyle {
  headerBackground?: string;
  headerFont?: string;
  headerSelected?: string;
  sideBackground?: string;
  sideFont?: string;
  sideSelected?: string;
}

// ---------- sub-apps ----------

export interface SubApp {
  key: string;
  name: string;
  icon?: string;
  online: boolean;
  /** User ids allowed; empty means everybody. */
  whitelist: string[];
  main: boolean;
  /** Where the host serves the app. */
  entry?: string;
}

// ---------- business, stores, districts ----------

export interface BusinessInfo {
  did: string;
  name: string;
  uppergrade: string;
  /** 0 parent business, 1 store (spec §9). */
  businessgrade: 0 | 1;
  citycode: string;
  city: string;
  provincecode: string;
  province: string;
  countrycode: string;
  country: string;
  space?: string;
  longitude: number;
  latitude: number;
  timezone: string;
  organization?: string;
}

export interface SubStore {
  did: string;
  name: string;
  provincecode: string;
  citycode: string;
}

export interface District {
  adcode: string;
  name: string;
}

// ---------- manifest ----------

export interface ManifestEntry {
  pid: string;
  path: string;
  common?: boolean;
  main?: boolean;
}

// ---------- filter service ----------

export interface FilterQuery {
  pid: string;
  page: number;
  pagesize: number;
  filter?: Record<string, unknown>;
  sort?: Record<string, 'asc' | 'desc'>;
  columns?: string[];
  condition?: Record<string, unknown>;
}

export interface Paged<T> {
  data: T[];
  total: number;
  page: number;
  pagesize: number;
}

// ---------- small answers (added with the mock backend) ----------

/** Answer of /sfsaas/api/tenant/icon. */
export interface TenantIcon {
  favicon: string;
  hostlogo: string;
}

/** Answer of GET /sfsaas/api/user/token?attr=permanent; log in with it through tokenlogin. */
export interface PermanentToken {
  token: string;
}

/** Body of POST /__mock__/control (mock backend only, used by end-to-end tests). */
export interface MockControl {
  action: 'expire-sessions' | 'reset' | 'advance-time' | 'gateway-link' | 'billing-bench-store' | 'audit-bench-fill'
    | 'station-link' | 'connector-error' | 'monitoring-bench-world' | 'smartbnb-bench-hotel' | 'network-faults';
}

// ---------- shell: habits, bookmarks, businesses, organizations (spec §3, §7) ----------

/** Fixed pids of the records the shell keeps through the filter service and devControl. */
export const PIDS = {
  habit: 'sys-header-habit',
  bookmark: 'sys-bookmark',
  business: 'sys-business',
  organization: 'sys-organization',
} as const;

/** Bookmark type of spec §9. */
export const BOOKMARK_TYPE = 0;

/** User habit record (spec §3); `content2` is the JSON text of the header habit. */
export interface HabitRecord {
  did: string;
  name: string;
  /** The tag of the record, e.g. 'header'. */
  content1: string;
  content2: string;
  userdid: string;
  parentbusinessdid: string;
  businessdid: string;
  menupid: string;
  /** ISO time of the last change, set by the server. */
  updatetime: string;
}

/** Bookmark record (spec §3); `content` is the JSON text of the route name, params, query and menu item. */
export interface BookmarkRecord {
  did: string;
  type: number;
  userdid: string;
  parentbusinessdid: string;
  businessdid: string;
  /** Route path of the collected menu. */
  menuname: string;
  /** Name of the collected menu item. */
  name: string;
  content: string;
}

/** Organization record (spec §3); orgtype 4 is a store department. */
export interface OrganizationRecord {
  did: string;
  upperlevel: string;
  orgtype: number;
  organizationid: string;
  name: string;
}

/** /vtservice/v1/devControl: `set` and `delete` name the record by `did`; `create` sends the record in `cmd`. */
export interface DevControl<T> {
  pid: string;
  act: 'create' | 'set' | 'delete';
  did?: string;
  cmd?: Partial<T>;
}

export interface DevControlResult {
  did: string;
}

/** Body of /sfsaas/api/filter/listall: every record of a pid the user reaches, matching `filter`. */
export interface FilterListAll {
  pid: string;
  filter?: Record<string, unknown>;
  columns?: string[];
}

/** Body of /sfsaas/api/filter/vtinfo: one record of a pid. */
export interface FilterVtInfo {
  pid: string;
  did: string;
}

/** Body of /vtspace/api/setting/detail: the selected parent business and store (store may be ''). */
export interface StoreInfoQuery {
  parentbusiness: string;
  store: string;
}

export interface StoreInfo {
  business: BusinessInfo;
  store: BusinessInfo | null;
  /** Spaces (buildings) of the store. */
  spaces: Array<{ did: string; name: string }>;
}
