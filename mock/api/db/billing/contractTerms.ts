import type { ContractTerms } from '../../../../src/api/billing/contractsTypes.ts';
import type { ServiceFee } from '../../../../src/api/billing/types.ts';
import { CONTRACT_FEES_MAX, CONTRACT_ROOMS_MAX, CONTRACT_RULES } from '../../../../src/api/billing/rules.ts';
import { dayAt, FieldErrors, isObject, stringAt, type Raw } from '../core/fieldErrors.ts';
import { numberBy, textBy } from '../core/ruleChecks.ts';
import type { StoreBook } from './StoreBook.ts';

/** The body's late fee is a rate a day; the form's book says percent. */
const LATE_FEE_RATE = { ...CONTRACT_RULES.lateFeePercent, min: CONTRACT_RULES.lateFeePercent.min / 100, max: CONTRACT_RULES.lateFeePercent.max / 100 };

function feesAt(errors: FieldErrors, value: unknown): ServiceFee[] | undefined {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > CONTRACT_FEES_MAX) {
    errors.add('fees', 'max', `at most ${CONTRACT_FEES_MAX} fees`, 'validation.max', { max: CONTRACT_FEES_MAX });
    return undefined;
  }
  const fees = value.map((raw: unknown, index) => {
    const fee: Raw = isObject(raw) ? raw : {};
    const name = textBy(errors, fee.name, `fees[${index}].name`, CONTRACT_RULES.feeName);
    const amount = numberBy(errors, fee.amount, `fees[${index}].amount`, CONTRACT_RULES.feeAmount);
    return name !== undefined && amount !== undefined ? { name, amount } : undefined;
  });
  return fees.every((f) => f !== undefined) ? (fees as ServiceFee[]) : undefined;
}

/** Rooms of the store, each once, at least one. */
function roomsAt(errors: FieldErrors, book: StoreBook, value: unknown): string[] | undefined {
  if (!Array.isArray(value) || value.length === 0 || value.length > CONTRACT_ROOMS_MAX || value.some((r) => typeof r !== 'string')) {
    errors.add('rooms', 'required', `pick 1 to ${CONTRACT_ROOMS_MAX} rooms`, 'billing.contracts.error.rooms', { max: CONTRACT_ROOMS_MAX });
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
  const rent = numberBy(errors, raw.rent, 'rent', CONTRACT_RULES.rent);
  const deposit = numberBy(errors, raw.deposit, 'deposit', CONTRACT_RULES.deposit);
  const rateRule = stringAt(errors, raw.rateRule, 'rateRule', 80);
  if (rateRule && !book.rule(rateRule)) errors.add('rateRule', 'option', `no such rate rule in store ${book.store}: ${rateRule}`, 'billing.contracts.error.rateRule');
  const fees = feesAt(errors, raw.fees);
  const billDay = numberBy(errors, raw.billDay, 'billDay', CONTRACT_RULES.billDay);
  const dueDays = numberBy(errors, raw.dueDays, 'dueDays', CONTRACT_RULES.dueDays);
  const lateFeeRate = numberBy(errors, raw.lateFeeRate, 'lateFeeRate', LATE_FEE_RATE);
  errors.check();
  return { tenant: tenant!, rooms: rooms!, start: start!, end: end!, rent: rent!, deposit: deposit!, rateRule: rateRule!, fees: fees!, billDay: billDay!, dueDays: dueDays!, lateFeeRate: lateFeeRate! };
}
