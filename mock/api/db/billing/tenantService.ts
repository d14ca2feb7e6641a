import type { TenantInput, TenantList, TenantRow, TenantTypeRow } from '../../../../src/api/billing/tenantsTypes.ts';
import type { Tenant } from '../../../../src/api/billing/types.ts';
import { TENANT_RULES, TENANT_TYPE_RULES } from '../../../../src/api/billing/rules.ts';
import { FieldErrors, isObject, stringAt } from '../core/fieldErrors.ts';
import { textBy } from '../core/ruleChecks.ts';
import type { UserRecord } from '../users.ts';
import { nextDid } from '../core/ids.ts';
import { refuse } from './records.ts';
import { billingRef, type BillingWorld } from './BillingWorld.ts';
import type { StoreBook } from './StoreBook.ts';
import { isSigned, phaseOf } from './contractPhase.ts';
import { notFound } from '../core/notFound.ts';
import { invalidField } from '../core/shapeErrors.ts';
import type { Versions } from '../core/versions.ts';

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

export interface TenantFilter {
  search?: string;
  type?: string;
  key?: boolean;
}

/** A tenant as the list and its form read it, with the version its form saves on (issue 36 item 2). */
function rowOf(book: StoreBook, tenant: Tenant, versions: Versions): TenantRow {
  const contracts = book.contracts.filter((c) => c.tenant === tenant.did && isSigned(phaseOf(book, c))).length;
  return { ...structuredClone(tenant), ...versions.of('tenant', tenant.did), typeName: book.tenantTypes.find((t) => t.did === tenant.type)?.name ?? '', contracts };
}

/** The store's tenants as filtered (search over company, contact, phone and email), key tenants first. */
export function listTenants(book: StoreBook, filter: TenantFilter, versions: Versions): TenantList {
  const search = filter.search?.trim().toLocaleLowerCase() ?? '';
  const rows = book.tenants
    .filter((t) => (!filter.type || t.type === filter.type) && (filter.key === undefined || t.key === filter.key))
    .filter((t) => !search || [t.name, t.contact, t.phone, t.email].some((text) => text.toLocaleLowerCase().includes(search)))
    .sort((a, b) => Number(b.key) - Number(a.key) || a.name.localeCompare(b.name))
    .map((t) => rowOf(book, t, versions));
  return { data: rows, total: rows.length };
}

export function listTenantTypes(book: StoreBook): TenantTypeRow[] {
  return book.tenantTypes.map((type) => ({ ...type, tenants: book.tenants.filter((t) => t.type === type.did).length }));
}

/** A tenant's fields checked: a company name unique in the store, a known type, email and phone well formed. */
function tenantInput(book: StoreBook, raw: unknown, self?: string): TenantInput {
  const errors = new FieldErrors();
  const cmd = isObject(raw) ? raw : {};
  if (!isObject(raw)) errors.add('cmd', 'required', 'required');
  const name = textBy(errors, cmd.name, 'name', TENANT_RULES.name);
  if (name && book.tenants.some((t) => t.did !== self && sameName(t.name, name))) {
    errors.add('name', 'unknown', `a tenant named ${name} exists in this store`, 'billing.tenants.error.nameTaken', { name });
  }
  // Optional: absent or blank is '' (textBy leaves it undefined); the phone and email patterns are the book's.
  const contact = textBy(errors, cmd.contact, 'contact', TENANT_RULES.contact);
  const phone = textBy(errors, cmd.phone, 'phone', TENANT_RULES.phone);
  const email = textBy(errors, cmd.email, 'email', TENANT_RULES.email);
  const type = stringAt(errors, cmd.type, 'type', 80);
  if (type && !book.tenantTypes.some((t) => t.did === type)) errors.add('type', 'option', `no such tenant type: ${type}`, 'billing.tenants.error.type');
  if (cmd.key !== undefined && typeof cmd.key !== 'boolean') errors.add('key', 'type', 'expected true or false');
  errors.check();
  return { name: name!, contact: contact ?? '', phone: phone ?? '', email: email ?? '', type: type!, key: cmd.key === true };
}

/** tenant/set: `create` (needs add) or `set` (needs edit) one tenant, on the version its form was opened on (`version`, `overwrite`). */
export function saveTenant(billing: BillingWorld, user: UserRecord, body: Record<string, unknown>): TenantRow {
  const pid = String(body.pid ?? '');
  if (body.act === 'create') {
    const store = String(body.store ?? '');
    return billing.writes.run(user, { pid, needs: 'add', area: 'billing', op: 'tenant-create', resource: billingRef('tenant', store), detail: { cmd: body.cmd } }, () => {
      const book = billing.bookFor(user, store);
      const input = tenantInput(book, body.cmd);
      const tenant: Tenant = { did: nextDid('tn', book.store, book.tenants), store: book.store, ...input, createdAt: `${book.today()}T00:00:00.000Z` };
      book.tenants.push(tenant);
      return { answer: rowOf(book, tenant, billing.writes.versions), target: tenant.did };
    });
  }
  if (body.act !== 'set') throw invalidField('act', 'expected create or set');
  const did = String(body.did ?? '');
  return billing.writes.run(user, { pid, needs: 'edit', area: 'billing', op: 'tenant-set', resource: billingRef('tenant', did), detail: { cmd: body.cmd } }, () => {
    const book = billing.bookOf(user, did);
    const tenant = book.tenant(did);
    if (!tenant) throw notFound('tenant', did);
    const versions = billing.writes.versions;
    const overwrite = versions.save(user, 'tenant', did, { sent: body.version, overwrite: body.overwrite }, () => Object.assign(tenant, tenantInput(book, body.cmd, did)));
    return { answer: rowOf(book, tenant, versions), detail: { cmd: body.cmd, ...overwrite } };
  });
}

function typeName(book: StoreBook, raw: unknown, self?: string): string {
  const errors = new FieldErrors();
  const name = textBy(errors, raw, 'name', TENANT_TYPE_RULES.name);
  if (name && book.tenantTypes.some((t) => t.did !== self && sameName(t.name, name))) errors.add('name', 'unknown', `a tenant type named ${name} exists`, 'billing.tenants.error.typeTaken', { name });
  errors.check();
  return name!;
}

/** tenant/type/set: create, rename, or delete a type no tenant has (refused, saying how many have it). */
export function saveTenantType(billing: BillingWorld, user: UserRecord, body: Record<string, unknown>): TenantTypeRow | { did: string } {
  const pid = String(body.pid ?? '');
  if (body.act === 'create') {
    const store = String(body.store ?? '');
    return billing.writes.run(user, { pid, needs: 'add', area: 'billing', op: 'tenant-type-create', resource: billingRef('tenant-type', store), detail: { name: body.name } }, () => {
      const book = billing.bookFor(user, store);
      const type = { did: nextDid('tt', book.store, book.tenantTypes), name: typeName(book, body.name) };
      book.tenantTypes.push(type);
      return { answer: { ...type, tenants: 0 }, target: type.did };
    });
  }
  const did = String(body.did ?? '');
  const lookup = () => {
    const book = billing.bookOf(user, did);
    return { book, type: book.tenantTypes.find((t) => t.did === did) };
  };
  if (body.act === 'set') {
    return billing.writes.run(user, { pid, needs: 'edit', area: 'billing', op: 'tenant-type-set', resource: billingRef('tenant-type', did), detail: { name: body.name } }, () => {
      const { book, type } = lookup();
      if (!type) throw notFound('tenantType', did);
      type.name = typeName(book, body.name, did);
      return { answer: { ...type, tenants: book.tenants.filter((t) => t.type === did).length } };
    });
  }
  if (body.act !== 'delete') throw invalidField('act', 'expected create, set or delete');
  return billing.writes.run(user, { pid, needs: 'delete', area: 'billing', op: 'tenant-type-delete', resource: billingRef('tenant-type', did) }, () => {
    const { book, type } = lookup();
    if (!type) throw notFound('tenantType', did);
    const using = book.tenants.filter((t) => t.type === did).length;
    if (using > 0) refuse('did', `tenant type ${type.name} is in use by ${using} tenant${using === 1 ? '' : 's'}: give them another type first`, 'billing.tenants.error.typeInUse', { name: type.name, count: using });
    book.tenantTypes.splice(book.tenantTypes.indexOf(type), 1);
    return { answer: { did } };
  });
}
