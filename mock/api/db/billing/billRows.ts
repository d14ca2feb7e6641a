import type { BillRow } from '../../../../src/api/billing/billsTypes.ts';
import type { Bill } from '../../../../src/api/billing/types.ts';
import type { StoreBook } from './StoreBook.ts';

/** A bill with the names the screens show next to it (tenant, contract code, rooms). */
export function billRow(book: StoreBook, bill: Bill): BillRow {
  const contract = book.contract(bill.contract);
  return {
    ...structuredClone(bill),
    tenantName: book.tenant(bill.tenant)?.name ?? bill.tenant,
    contractCode: contract?.code ?? bill.contract,
    roomNames: (contract?.rooms ?? []).map((did) => book.roomLabel(did)),
  };
}

/** Money rounded to the cent. */
export { round2 as cents } from './round.ts';

/** Sum to the cent (adding cents as integers: no float drift over hundreds of bills). */
export const sumCents = (amounts: Iterable<number>) => {
  let total = 0;
  for (const amount of amounts) total += Math.round(amount * 100);
  return total / 100;
};
