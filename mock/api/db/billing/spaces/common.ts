import type { MeterInfo } from '../../../../../src/api/energyTypes.ts';
import { requireString, type Fields } from '../../../request.ts';
import type { FieldErrors } from '../../core/fieldErrors.ts';
import type { Metering } from '../../core/metering/Metering.ts';
import type { UserRecord } from '../../users.ts';
import { billingRef, type BillingResource, type BillingWorld } from '../BillingWorld.ts';
import type { StoreBook } from '../StoreBook.ts';
import { invalidField } from '../../core/shapeErrors.ts';

/** A list of dids at `key` (absent = empty); anything else is a bad request. */
export function didList(fields: Fields, key: string): string[] {
  const value = fields[key];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' && v.length <= 120)) throw invalidField(key, 'expected an array of dids');
  return [...new Set(value as string[])];
}

/** Adds to the audit's detail of the write under way (an overwrite on purpose says so). */
export type Note = (extra: Record<string, unknown>) => void;

/**
 * A billing write whose pid and target are read from the body, through the one audited write
 * path (needs edit on the owning page). The pid is read first so even a refusal for a missing
 * field is recorded against the page.
 */
export function bodyWrite<T>(billing: BillingWorld, user: UserRecord, body: Fields, op: string, type: BillingResource, target: () => string, write: (note: Note) => T, before?: () => unknown): T {
  const pid = typeof body.pid === 'string' ? body.pid : '';
  const detail = { ...body };
  delete detail.pid;
  const resource = () => {
    requireString(body, 'pid');
    // The page binding only: the target may be a meter of another store, which the write refuses by name.
    const { store: _store, ...ref } = billingRef(type, safeTarget(target));
    void _store;
    return ref;
  };
  return billing.writes.run(user, { pid, needs: 'edit', area: 'billing', op, resource, detail, ...(before ? { before } : {}) }, () => ({ answer: write((extra) => Object.assign(detail, extra)), target: target(), message: 'ok' }));
}

function safeTarget(target: () => string): string {
  try {
    return target();
  } catch {
    return '';
  }
}

/**
 * An electricity meter of the book's store, else a keyed field error: unknown meter, or a meter
 * of another store (named so the user sees which).
 */
export function storeMeter(errors: FieldErrors, metering: Metering, book: StoreBook, did: string, field: string): MeterInfo | undefined {
  const ref = metering.meter(did);
  if (!ref) {
    errors.add(field, 'option', `no such meter: ${did}`, 'validation.billing.unknownMeter', { meter: did });
    return undefined;
  }
  if (ref.store.did !== book.store) {
    errors.add(field, 'option', `meter ${did} belongs to store ${ref.store.did}, not ${book.store}`, 'validation.billing.otherStore', { meter: did, store: ref.store.did });
    return undefined;
  }
  if (ref.info.energytype !== 'electricity') {
    errors.add(field, 'option', `meter ${did} does not measure electricity`, 'validation.billing.notElectricity', { meter: did });
    return undefined;
  }
  return ref.info;
}

/** A let room of the book's store, else a keyed field error. */
export function letRoom(errors: FieldErrors, book: StoreBook, did: string, field: string): boolean {
  if (book.room(did)) return true;
  errors.add(field, 'option', `no such let room: ${did} (in store ${book.store})`, 'validation.billing.unknownRoom', { space: did });
  return false;
}

/** Is `sub` downstream of `meter` (its parent chain in the energy plan reaches it)? */
export function isDownstream(metering: Metering, sub: string, meter: string): boolean {
  const seen = new Set<string>();
  for (let at = metering.meter(sub)?.info.parent; at && !seen.has(at); at = metering.meter(at)?.info.parent) {
    if (at === meter) return true;
    seen.add(at);
  }
  return false;
}
