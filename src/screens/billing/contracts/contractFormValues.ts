import type { ContractRow, ContractTerms, RenewalTerms } from '../../../api/billing/contractsTypes';

/** The contract form's values: the terms, with the late fee in percent per day as people type it. */
export interface ContractFormValues extends Omit<ContractTerms, 'lateFeeRate'> {
  lateFeePercent: number;
  /** Renewals: sign at once. */
  sign?: boolean;
}

const addDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const addYears = (date: string, years: number) => `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;
const dayBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

export function blankValues(today: string, tenant = '', rateRule = ''): ContractFormValues {
  return { tenant, rooms: [], start: today, end: dayBefore(addYears(today, 3)), rent: 0, deposit: 0, rateRule, fees: [], billDay: 1, dueDays: 15, lateFeePercent: 0.05 };
}

export function valuesOf(contract: ContractRow): ContractFormValues {
  const { tenant, rooms, start, end, rent, deposit, rateRule, fees, billDay, dueDays, lateFeeRate } = contract;
  return { tenant, rooms, start, end, rent, deposit, rateRule, fees: fees.map((f) => ({ ...f })), billDay, dueDays, lateFeePercent: Math.round(lateFeeRate * 100 * 10_000) / 10_000 };
}

/** A renewal: same terms, from the day after the old end for as long again. */
export function renewalValues(contract: ContractRow): ContractFormValues {
  const start = addDay(contract.end);
  const years = Math.max(1, Number(contract.end.slice(0, 4)) - Number(contract.start.slice(0, 4)));
  return { ...valuesOf(contract), start, end: dayBefore(addYears(start, years)), sign: true };
}

export function toTerms(values: ContractFormValues): ContractTerms {
  const { lateFeePercent, sign: _sign, ...rest } = values;
  return { ...rest, fees: (rest.fees ?? []).map((f) => ({ name: f.name, amount: f.amount })), lateFeeRate: Math.round((lateFeePercent ?? 0) * 1e6) / 1e8 };
}

export function toRenewal(values: ContractFormValues): RenewalTerms {
  const { tenant: _t, rooms: _r, start: _s, ...rest } = toTerms(values);
  return { ...rest, sign: values.sign === true };
}
