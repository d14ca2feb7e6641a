import type { IntlShape } from 'react-intl';
import type { StaffList, StaffRow, StaffScope } from '../../../api/access/types';

/** A data scope in words: "All", "Parents: A, B", "Stores: C", "Own store: D". */
export function scopeText(intl: IntlShape, scope: StaffScope, options: Pick<StaffList, 'parents' | 'stores'>): string {
  const parent = (did: string) => options.parents.find((p) => p.did === did)?.name ?? did;
  const store = (did: string) => options.stores.find((s) => s.did === did)?.name ?? did;
  const named = (kind: string, names: string[]) => intl.formatMessage({ id: `admin.staff.scope.${kind}.named` }, { names: names.join(', ') });
  if (scope.kind === 'all') return intl.formatMessage({ id: 'admin.staff.scope.all' });
  if (scope.kind === 'parents') return named('parents', scope.parents.map(parent));
  if (scope.kind === 'stores') return named('stores', scope.stores.map(store));
  return named('own-store', [store(scope.store)]);
}

/** A user's roles by their titles. */
export function rolesText(row: StaffRow, options: Pick<StaffList, 'roles'>): string {
  return row.roles.map((name) => options.roles.find((r) => r.name === name)?.title ?? name).join(', ');
}

/** The organization's name. */
export function organizationText(row: StaffRow, options: Pick<StaffList, 'organizations'>): string {
  return options.organizations.find((o) => o.did === row.organization)?.name ?? row.organization;
}
