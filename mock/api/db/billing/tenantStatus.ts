import { UNUSUAL_CHANGE, type TenantAlert, type TenantStatus, type TenantStatusRow } from '../../../../src/api/billing/tenantsTypes.ts';
import { EXPIRING_DAYS, type Contract, type Tenant } from '../../../../src/api/billing/types.ts';
import type { StoreBook } from './StoreBook.ts';
import { daysLeft, isSigned, lastHeld, phaseOf } from './contractPhase.ts';
import { daysBetween, firstDay, lastDay, monthOf, shiftMonth } from '../core/clock/dates.ts';
import { round2 } from './round.ts';

const change = (now: number, before: number): number | null => (before > 0 ? Math.round(((now - before) / before) * 1000) / 1000 : null);

/** The tenant's current contract (signed and not over; the one ending last), else its latest. */
function currentContract(book: StoreBook, tenant: string): Contract | undefined {
  const own = book.contracts.filter((c) => c.tenant === tenant && phaseOf(book, c) !== 'draft');
  const signed = own.filter((c) => isSigned(phaseOf(book, c)));
  const pool = signed.length ? signed : own;
  return pool.sort((a, b) => lastHeld(b).localeCompare(lastHeld(a)))[0];
}

function statusRow(book: StoreBook, tenant: Tenant, months: { month: string; lastMonth: string; lastYearMonth: string }, today: string): TenantStatusRow {
  const contract = currentContract(book, tenant.did);
  const phase = contract ? phaseOf(book, contract) : undefined;
  const roomDids = contract && phase && isSigned(phase) ? contract.rooms : [];
  const rooms = roomDids.map((did) => ({ did, name: book.roomLabel(did) }));
  // Consumption is the tenant's only while it occupies the rooms (not yet when reserved).
  const occupying = phase === 'active' || phase === 'expiring';
  const kwhOf = (month: string) => (occupying ? round2(rooms.reduce((sum, room) => sum + book.roomKwh(room.did, firstDay(month), lastDay(month)), 0)) : 0);
  const kwh = { month: kwhOf(months.month), lastMonth: kwhOf(months.lastMonth), lastYear: kwhOf(months.lastYearMonth) };
  const owed = book.bills.filter((b) => b.tenant === tenant.did && (b.state === 'issued' || b.state === 'partial') && b.outstanding > 0);
  const overdue = owed.filter((b) => b.overdue);
  const oldest = overdue.reduce<string | null>((min, b) => (min === null || b.dueOn < min ? b.dueOn : min), null);
  const changes = { lastMonth: change(kwh.month, kwh.lastMonth), lastYear: change(kwh.month, kwh.lastYear) };
  const left = contract && phase ? daysLeft(contract, phase, today) : null;
  const alerts: TenantAlert[] = [];
  if (phase === 'expiring' || (phase === 'active' && left !== null && left <= EXPIRING_DAYS)) alerts.push('expiring');
  if (overdue.length) alerts.push('overdue');
  // Against the same month a year before: month to month, the seasons move every tenant.
  if (changes.lastYear !== null && Math.abs(changes.lastYear) >= UNUSUAL_CHANGE) alerts.push('unusual');
  return {
    tenant: tenant.did,
    name: tenant.name,
    key: tenant.key,
    typeName: book.tenantTypes.find((t) => t.did === tenant.type)?.name ?? '',
    rooms,
    contract: contract && phase ? { did: contract.did, code: contract.code, phase, end: lastHeld(contract), daysLeft: left ?? daysBetween(today, lastHeld(contract)) } : null,
    currency: contract?.currency ?? book.currency,
    arrears: round2(owed.reduce((sum, b) => sum + b.outstanding, 0)),
    overdueBills: overdue.length,
    oldestOverdueDays: oldest ? daysBetween(oldest, today) : null,
    kwh,
    change: changes,
    alerts,
  };
}

export interface StatusFilter {
  search?: string;
  alert?: TenantAlert;
}

/**
 * Each tenant's rooms, contract, arrears and consumption of the latest whole month (the month
 * before today's) against the month before and the same month a year before; key tenants first.
 */
export function tenantStatus(book: StoreBook, filter: StatusFilter): TenantStatus {
  const today = book.today();
  const month = shiftMonth(monthOf(today), -1);
  const months = { month, lastMonth: shiftMonth(month, -1), lastYearMonth: shiftMonth(month, -12) };
  const all = book.tenants.map((t) => statusRow(book, t, months, today)).sort((a, b) => Number(b.key) - Number(a.key) || a.name.localeCompare(b.name));
  const search = filter.search?.trim().toLocaleLowerCase() ?? '';
  const rows = all
    .filter((r) => !filter.alert || r.alerts.includes(filter.alert))
    .filter((r) => !search || [r.name, r.contract?.code ?? '', ...r.rooms.map((room) => room.name)].some((text) => text.toLocaleLowerCase().includes(search)));
  const withArrears = all.filter((r) => r.arrears > 0);
  return {
    today,
    ...months,
    rows,
    kpis: {
      tenants: all.length,
      withArrears: withArrears.length,
      arrears: round2(withArrears.reduce((sum, r) => sum + r.arrears, 0)),
      expiring: all.filter((r) => r.alerts.includes('expiring')).length,
      currency: book.currency,
    },
  };
}
