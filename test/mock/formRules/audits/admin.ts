import { ROLE_RULES, STAFF_RULES } from '../../../../src/api/access/rules';
import { PASSWORD_RULES, PROFILE_RULES, STORE_RULES } from '../../../../src/api/admin/rules';
import { REGISTER_RULES } from '../../../../src/api/auth/rules';
import { Database } from '../../../../mock/api/db/Database';
import type { FieldRules } from '../../../../src/api/pageConfig';
import { BUDGET_RULES, FLOOR_AREA_RULES, STANDARD_RULES } from '../../../../src/api/energy/rules';
import { KNOWLEDGE_RULES, MENU_ITEM_RULES, NAV_COLOUR_RULES } from '../../../../src/api/tools/rules';
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
  const user = db.accounts.userById('u-1003');
  if (user) Object.assign(user, { password: ONE_TIME, mustChangePassword: true });
}

/**
 * A generic record form's book IS its page configuration, served to the form (toFormRules) and
 * checked by mock/api/db/pages/validate.ts: its typed fields (texts and numbers), as the mock serves them.
 */
function configBook(pid: string): Record<string, FieldRules> {
  const form = new Database().pages.config(pid).form;
  return Object.fromEntries(form.filter((f) => ['text', 'textarea', 'number', 'money'].includes(f.type)).map((f) => [f.field, f.rules]));
}
const RECORD_FORM = ['src/screens/generic/record-form/RecordForm.tsx'];
const FAULT_TICKET_BOOK = configBook('p-fault-tickets');
/** An update is a patch: a left-out field stays as it was, so `required` is the add's to check. */
const patchBook = (book: Record<string, FieldRules>) => Object.fromEntries(Object.entries(book).map(([field, { required: _required, ...rules }]) => [field, rules]));
const cmdPaths = (book: Record<string, FieldRules>) => Object.fromEntries(Object.keys(book).map((field) => [field, { path: `cmd.${field}`, reported: field }]));

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
  {
    forms: ['src/screens/tools/menuTemplate/ItemPanel.tsx'],
    bookName: 'MENU_ITEM_RULES',
    // The title is free text; a leaf's page and pid must also be a route and a role book pid (their own checks).
    book: { title: MENU_ITEM_RULES.title },
    endpoint: 'POST /sfsaas/api/tools/menu/save',
    sample: () => ({
      pid: 'p-menu-template', companyid: 'c-1001', portal: 'cem', version: 1,
      items: [{ name: 'operations', title: 'Operations', children: [{ name: 'records', title: 'Maintenance records', page: 'common-page', pid: 'p-maintenance-records' }] }],
    }),
    at: { title: { path: 'items.0.children.0.title', reported: 'items[0].children[0].title' } },
  },
  {
    forms: ['src/screens/tools/navigationStyle/ColourField.tsx'],
    bookName: 'NAV_COLOUR_RULES',
    book: NAV_COLOUR_RULES,
    endpoint: 'POST /sfsaas/api/tools/navigation-style/save',
    sample: () => ({ pid: 'p-navigation-style', style: { headerBackground: '#336699', headerFont: '#ffffff', headerSelected: '#ffd666', sideBackground: '#f0f5ff', sideFont: '#777777', sideSelected: '#003a8c' }, version: 1 }),
    at: { colour: { path: 'style.sideFont' } },
    unlike: { colour: '#12345' },
  },
  {
    forms: ['src/screens/tools/knowledge/ArticleEditor.tsx'],
    bookName: 'KNOWLEDGE_RULES',
    book: KNOWLEDGE_RULES,
    endpoint: 'POST /sfsaas/api/tools/knowledge/save',
    sample: () => ({ pid: 'p-knowledge-base', cmd: { title: 'Night checks', category: 'kc-002', tags: ['night'], body: 'Walk the plant room at 22:00.' } }),
    at: { title: { path: 'cmd.title', reported: 'title' }, body: { path: 'cmd.body', reported: 'body' } },
  },
  {
    forms: ['src/screens/energy/efficiency/FloorAreaDialog.tsx'],
    bookName: 'FLOOR_AREA_RULES',
    book: FLOOR_AREA_RULES,
    endpoint: 'POST /businessstatistics/api/energymanage/setfloorarea',
    sample: () => ({ pid: 'p-energy-config', store: 'st-1001-04', building: 'sp-st-1001-04-01', floorarea: 12345 }),
  },
  {
    forms: ['src/screens/energy/efficiency/SetStandardDialog.tsx'],
    bookName: 'STANDARD_RULES',
    book: STANDARD_RULES,
    endpoint: 'POST /businessstatistics/api/energymanage/setecstandard3',
    // At 2000 a guide is above its constraint: refused by that check, not by the value's limits.
    sample: () => ({ pid: 'p-energy-standard', buildingtype: 'office', level: 'guide', value: 70 }),
  },
  {
    forms: ['src/screens/energy/efficiency/budget.ts'],
    bookName: 'BUDGET_RULES',
    book: BUDGET_RULES,
    endpoint: 'POST /sfsaas/api/analysis/update',
    sample: () => ({ pid: 'p-indicator-budget', kind: 'budget', store: 'st-1001-04', year: 2027, items: [{ energytype: 'electricity', monthly: Array.from({ length: 12 }, (_, m) => 1000 + m) }] }),
    at: { month: { path: 'items.0.monthly.0', reported: 'items[0].monthly[0]' } },
  },
  {
    forms: RECORD_FORM,
    bookName: 'toFormRules',
    book: FAULT_TICKET_BOOK,
    endpoint: 'POST /sfsaas/api/filter/add',
    sample: () => ({ pid: 'p-fault-tickets', cmd: { title: 'Gun 4 trips', stationdid: 'cs-0001', faulttype: 'insulation', priority: 'normal', assignee: 'Wang', reporter: 'Li', description: 'Trips at 20 kW.', devicecode: 'cg-000004' } }),
    at: cmdPaths(FAULT_TICKET_BOOK),
  },
  {
    forms: RECORD_FORM,
    bookName: 'toFormRules',
    book: patchBook(FAULT_TICKET_BOOK),
    endpoint: 'POST /sfsaas/api/filter/update',
    sample: () => ({ pid: 'p-fault-tickets', did: 'gz-00001', cmd: { title: 'Gun 4 trips again', assignee: 'Wang', reporter: 'Li', description: 'Trips at 20 kW.', devicecode: 'cg-000004' } }),
    at: cmdPaths(FAULT_TICKET_BOOK),
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
  'POST /sfsaas/api/filter/delete': 'a removal by id',
  'DELETE /vt/staticfile/delete': 'a removal of an uploaded file by id',
  'POST /businessstatistics/api/energymanage/import': 'a file of standards: each row is checked by STANDARD_RULES and reported by row',
  'POST /sfsaas/api/tools/knowledge/restore': 'brings back an earlier version by id',
  'POST /sfsaas/api/tools/news/read': 'marks a news item read, by id',
  'POST /sfsaas/api/tools/menu/reset': 'drops a company’s template for a portal: a choice, no typed field',
};
