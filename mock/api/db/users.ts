import { svgDataUrl } from './tenants.ts';

/** A company owning users and businesses. */
export interface CompanyRecord {
  companyid: string;
  name: string;
  /** Host name of the tenant the company signs in through. */
  tenantHost: string;
  /** The company that runs the platform: its administrators give menu templates to every company. */
  runsPlatform?: boolean;
}

/** A user as the mock stores it; `password` never leaves the db. */
export interface UserRecord {
  userid: string;
  did: string;
  username: string;
  password: string;
  name: string;
  nickname: string;
  role: UserRole;
  companyid: string;
  avatar?: string;
  /** A one-time password (invite or reset): it signs in only to set the user's own password. */
  mustChangePassword?: boolean;
  /** Disabled by administration: no sign-in, and a live session answers -45592 at its next call. */
  disabled?: boolean;
  /** The address of the request acting as this user (set per request for the audit; never seeded). */
  ip?: string;
}

/** Roles decide which menu modules a user sees (see menus/index.ts). */
export type UserRole = 'admin' | 'operator' | 'maintenance' | 'viewer' | 'host';

function initials(text: string, color: string): string {
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
      `<circle cx="32" cy="32" r="32" fill="${color}"/><text x="32" y="41" font-family="Arial,sans-serif" ` +
      `font-size="24" text-anchor="middle" fill="#fff">${text}</text></svg>`,
  );
}

export function seedCompanies(): CompanyRecord[] {
  return [
    { companyid: 'c-1001', name: '上海能碳科技有限公司', tenantHost: 'localhost', runsPlatform: true },
    { companyid: 'c-2001', name: 'GreenGrid Energy Ltd.', tenantHost: '127.0.0.1' },
  ];
}

export function seedUsers(): UserRecord[] {
  return [
    {
      userid: 'u-1001',
      did: 'did-u-1001',
      username: 'admin',
      password: 'admin123',
      name: 'Administrator',
      nickname: '管理员',
      role: 'admin',
      companyid: 'c-1001',
      avatar: initials('A', '#0b7a4b'),
    },
    {
      userid: 'u-1002',
      did: 'did-u-1002',
      username: 'operator',
      password: 'operator123',
      name: 'Zhang Wei',
      nickname: '张伟',
      role: 'operator',
      companyid: 'c-1001',
    },
    {
      userid: 'u-1003',
      did: 'did-u-1003',
      username: 'maintainer',
      password: 'maintainer123',
      name: 'Li Na',
      nickname: '李娜',
      role: 'maintenance',
      companyid: 'c-1001',
      avatar: initials('李', '#7c3aed'),
    },
    {
      userid: 'u-1004',
      did: 'did-u-1004',
      username: 'viewer',
      password: 'viewer123',
      name: 'Wang Fang',
      nickname: '王芳',
      role: 'viewer',
      companyid: 'c-1001',
    },
    {
      // The smart-bnb portal's demo account: a host running the short-stay rooms of two hotels.
      userid: 'u-1005',
      did: 'did-u-1005',
      username: 'bnbhost',
      password: 'bnbhost123',
      name: 'Zhou Ting',
      nickname: '周婷',
      role: 'host',
      companyid: 'c-1001',
    },
    {
      userid: 'u-2001',
      did: 'did-u-2001',
      username: 'ggadmin',
      password: 'greengrid123',
      name: 'Olivia Chen',
      nickname: 'Olivia',
      role: 'admin',
      companyid: 'c-2001',
    },
  ];
}

/** Fixed third-party credentials of the demo (spec §5); each maps to a userid. */
export interface ThirdPartyCredentials {
  partnerTickets: Record<string, string>;
  /** clientId → code → userid */
  cmiClients: Record<string, Record<string, string>>;
  encryptedTokens: Record<string, string>;
  /** Permanent tokens valid from the start (more are issued by /user/token). */
  permanentTokens: Record<string, string>;
}

export function seedCredentials(): ThirdPartyCredentials {
  return {
    partnerTickets: { 'partner-ticket-1': 'u-1002' },
    cmiClients: { 'cmi-client': { 'cmi-code-1': 'u-1001' } },
    encryptedTokens: { 'enc-token-1': 'u-1001' },
    permanentTokens: { 'demo-admin-token': 'u-1001' },
  };
}
