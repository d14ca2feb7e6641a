import type { ContractTerms } from '../../../../src/api/billing/contractsTypes.ts';
import type { ServiceFee } from '../../../../src/api/billing/types.ts';
import { dayAt, FieldErrors, isObject, numberAt, stringAt, type Raw } from '../core/fieldErrors.ts';
import type { StoreBook } from './StoreBook.ts';

const MAX_ROOMS = 20;
const MAX_FEES = 10;
const MAX_MONEY = 1e8;

function feesAt(errors: FieldErrors, value: unknown): ServiceFee[] | undefined {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > MAX_FEES) {
    errors.add('fees', 'max', `at most ${MAX_FEES} fees`, 'validation.max', { max: MAX_FEES });
    return undefined;
  }
  const fees = value.map((raw: unknown, index) => {
    const fee: Raw = isObject(raw) ? raw : {};
    const name = stringAt(errors, fee.name, `fees[${index}].name`, 40);
    const amount = numberAt(errors, fee.amount, `fees[${index}].amount`, 0, MAX_MONEY);
    return name !== undefined && amount !== undefined ? { name, amount } : undefined;
  });
  return fees.every((f) => f !== undefined) ? (fees as ServiceFee[]) : undefined;
}

/** Rooms of the store, each once, at least one. */
function roomsAt(errors: FieldErrors, book: StoreBook, value: unknown): string[] | undefined {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_ROOMS || value.some((r) => typeof r !== 'string')) {
    errors.add('rooms', 'required', `pick 1 to ${MAX_ROOMS} rooms`, 'billing.contracts.error.rooms', { max: MAX_ROOMS });
    return undefined;
  }
  const rooms = [...new Set(value as string[])];
  const unknown = rooms.filter((r) => !book.room(r));
  if (unknown.length) {
    errors.add('rooms', 'option', `not let rooms of store ${book.store}: ${unknown.join(', ')}`, 'billing.contracts.error.unknownRooms', { rooms: unknown.join(', ') });
    return undefined;
  }
  return rooms;
}

/**
 * A contract's terms checked: tenant, rooms and rate rule of the store, end on or after start, bill
 * day 1–28, money and rates within bounds. `fixed` parts (a renewal's tenant, rooms and start) are
 * taken as given.
 */
export function termsAt(book: StoreBook, value: unknown, fixed: Partial<ContractTerms> = {}): ContractTerms {
  const errors = new FieldErrors();
  const raw: Raw = isObject(value) ? { ...value, ...fixed } : { ...fixed };
  if (!isObject(value)) errors.add('cmd', 'required', 'required');
  const tenant = stringAt(errors, raw.tenant, 'tenant', 80);
  if (tenant && !book.tenant(tenant)) errors.add('tenant', 'option', `no such tenant in store ${book.store}: ${tenant}`, 'billing.contracts.error.tenant');
  const rooms = roomsAt(errors, book, raw.rooms);
  const start = dayAt(errors, raw.start, 'start');
  const end = dayAt(errors, raw.end, 'end');
  if (start && end && end < start) errors.add('end', 'min', `the contract ends (${end}) before it starts (${start})`, 'billing.contracts.error.endBeforeStart', { start, end });
  const rent = numberAt(errors, raw.rent, 'rent', 0, MAX_MONEY);
  const deposit = numberAt(errors, raw.deposit, 'deposit', 0, MAX_MONEY);
  const rateRule = stringAt(errors, raw.rateRule, 'rateRule', 80);
  if (rateRule && !book.rule(rateRule)) errors.add('rateRule', 'option', `no such rate rule in store ${book.store}: ${rateRule}`, 'billing.contracts.error.rateRule');
  const fees = feesAt(errors, raw.fees);
  const billDay = numberAt(errors, raw.billDay, 'billDay', 1, 28, true);
  const dueDays = numberAt(errors, raw.dueDays, 'dueDays', 0, 90, true);
  const lateFeeRate = numberAt(errors, raw.lateFeeRate, 'lateFeeRate', 0, 0.01);
  errors.check();
  return { tenant: tenant!, rooms: rooms!, start: start!, end: end!, rent: rent!, deposit: deposit!, rateRule: rateRule!, fees: fees!, billDay: billDay!, dueDays: dueDays!, lateFeeRate: lateFeeRate! };
}
