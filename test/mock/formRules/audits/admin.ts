import { ROLE_RULES, STAFF_RULES } from '../../../../src/api/access/rules';
import { PASSWORD_RULES, PROFILE_RULES, STORE_RULES } from '../../../../src/api/admin/rules';
import { REGISTER_RULES } from '../../../../src/api/auth/rules';
import type { Database } from '../../../../mock/api/db/Database';
import type { FormAudit } from '../audit';

const ROLES = 'p-authority-management';
const STAFF = 'p-staff-management';
const STORES = 'p-store-management';
const ROLE_FORM = ['src/screens/admin/roles/RoleNameDialog.tsx'];
const STAFF_FORM = ['src/screens/admin/staff/StaffDialog.tsx'];
const STORE_FORM = ['src/screens/admin/stores/StoreDialog.tsx'];

/** A store of the first company's parent business, in Shanghai's zone. */
const storeCmd = () => ({ businessgrade: 1, uppergrade: 'pb-1001', name: 'Audit store', countrycode: '100000', timezone: 'Asia/Shanghai', longitude: 121.47, latitude: 31.23, area: 1200 });
const STORE_AT = Object.fromEntries(Object.keys(STORE_RULES).map((field) => [field, { path: `cmd.${field}`, reported: field }]));

/** The maintainer (u-1003) holding a one-time password, as after an invitation or a reset. */
const ONE_TIME = 'Tmp-4f2a9c';
function holdOneTime(db: Database): void {
  const user = db.userById('u-1003');
  if (user) Object.assign(user, { password: ONE_TIME, mustChangePassword: true });
}

/** The forms of admin, sign-in, energy settings and tools and the endpoints they send to. */
export const ADMIN_AUDITS: readonly FormAudit[] = [
  { forms: ROLE_FORM, bookName: 'ROLE_RULES', book: ROLE_RULES, endpoint: 'POST /sfsaas/api/rolev2/create', sample: () => ({ pid: ROLES, title: 'Night shift' }) },
  { forms: ROLE_FORM, bookName: 'ROLE_RULES', book: ROLE_RULES, endpoint: 'POST /sfsaas/api/rolev2/clone', sample: () => ({ pid: ROLES, role: 'operator', title: 'Night shift' }) },
  { forms: ROLE_FORM, bookName: 'ROLE_RULES', book: ROLE_RULES, endpoint: 'POST /sfsaas/api/rolev2/rename', sample: () => ({ pid: ROLES, role: 'operator', title: 'Night shift', version: 1 }) },
  {
    forms: STAFF_FORM,
    bookName: 'STAFF_RULES',
    book: STAFF_RULES,
    endpoint: 'POST /sfsaas/api/user/create',
    sample: () => ({ pid: STAFF, cmd: { username: 'night.shift', name: 'Night Shift', roles: ['maintenance'], scope: { kind: 'stores', stores: ['st-1001-04'] } } }),
    at: { username: { path: 'cmd.username' }, name: { path: 'cmd.name' } },
    unlike: { username: '9lives' },
  },
  {
    forms: STAFF_FORM,
    bookName: 'STAFF_RULES',
    // An edit is a patch: a left-out name stays as it was (a blank one is refused as missing).
    book: { name: { maxLength: STAFF_RULES.name.maxLength } },
    endpoint: 'POST /sfsaas/api/user/update',
    sample: () => ({ pid: STAFF, userid: 'u-1003', act: 'set', cmd: { name: 'Renamed' }, version: 1 }),
    at: { name: { path: 'cmd.name' } },
  },
  { forms: STORE_FORM, bookName: 'STORE_RULES', book: STORE_RULES, endpoint: 'POST /sfsaas/api/store/create', sample: () => ({ pid: STORES, cmd: storeCmd() }), at: STORE_AT },
  {
    forms: STORE_FORM,
    bookName: 'STORE_RULES',
    book: STORE_RULES,
    endpoint: 'POST /sfsaas/api/store/update',
    sample: () => ({ pid: STORES, did: 'st-1001-04', version: 1, cmd: { ...storeCmd(), name: 'Audit store renamed' } }),
    at: STORE_AT,
  },
  {
    forms: ['src/screens/auth/RegisterScreen.tsx'],
    bookName: 'REGISTER_RULES',
    book: REGISTER_RULES,
    endpoint: 'POST /officemerchant/app/registerApply',
    sample: () => ({ company: 'Hangzhou Green Property', contact: 'Chen Chen', phone: '+86 138-0013-8000', email: 'chen@greenpm.cn', username: 'greenpm', password: 'secret-123' }),
    unlike: { phone: '138abc0000', email: 'chen.greenpm.cn', username: 'two words' },
  },
  {
    forms: ['src/screens/auth/FirstPasswordStep.tsx'],
    bookName: 'PASSWORD_RULES',
    book: PASSWORD_RULES,
    endpoint: 'POST /sfsaas/api/user/firstpassword',
    prepare: holdOneTime,
    sample: () => ({ username: 'maintainer', password: ONE_TIME, next: 'Own-pass-2026' }),
    unlike: { next: 'password' },
  },
  {
    forms: ['src/screens/admin/personal/PasswordCard.tsx'],
    bookName: 'PASSWORD_RULES',
    book: PASSWORD_RULES,
    endpoint: 'POST /sfsaas/api/user/password',
    sample: () => ({ current: 'admin123', next: 'Own-pass-2026' }),
    unlike: { next: 'password' },
  },
  {
    forms: ['src/screens/admin/personal/ProfileCard.tsx'],
    bookName: 'PROFILE_RULES',
    // A patch: a left-out nickname stays as it was (a blank one is refused as missing).
    book: { nickname: { maxLength: PROFILE_RULES.nickname.maxLength } },
    endpoint: 'POST /sfsaas/api/user/profile',
    sample: () => ({ nickname: 'Admin' }),
  },
];

/** Write endpoints of admin, sign-in, energy settings and tools without typed fields, and why. */
export const ADMIN_NO_TYPED_FIELDS: Readonly<Record<string, string>> = {
  'POST /sfsaas/api/rolev2/grant': 'a permission tree: keys chosen from the tree, no typed field',
  'POST /sfsaas/api/rolev2/disable': 'a command on a role by key',
  'POST /sfsaas/api/rolev2/enable': 'a command on a role by key',
  'POST /sfsaas/api/rolev2/transfer': 'a move of holders between two roles chosen from a list',
  'POST /sfsaas/api/rolev2/delete': 'a removal by key, with a replacement chosen from a list',
  'POST /sfsaas/api/store/disable': 'a command on a store by id',
  'POST /sfsaas/api/store/enable': 'a command on a store by id',
};
