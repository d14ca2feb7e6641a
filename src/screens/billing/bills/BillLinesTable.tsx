import { useIntl } from 'react-intl';
import type { Bill } from '../../../api/billing/types';
import type { Money } from '../../../ui/format/useMoney';
import { describeLine, subtotals } from './billLines';

/**
 * A bill's lines as a plain table (on screen and on the printed notice): what each is, how it was
 * worked out, its amount; then the subtotals and the total, which are the sums of the lines.
 */
export function BillLinesTable({ bill, money }: { bill: Bill; money: Money['money'] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const sub = subtotals(bill);
  const totalRow = (label: string, amount: number, strong = false) => (
    <tr className={strong ? 'bill-total' : 'bill-subtotal'}>
      <th scope="row" colSpan={2}>
        {label}
      </th>
      <td className="bill-amount">{strong ? <strong>{money(amount, bill.currency)}</strong> : money(amount, bill.currency)}</td>
    </tr>
  );
  return (
    <table className="bill-lines" aria-label={t('billing.bills.lines')}>
      <thead>
        <tr>
          <th scope="col">{t('billing.bills.line.item')}</th>
          <th scope="col">{t('billing.bills.line.detail')}</th>
          <th scope="col" className="bill-amount">
            {t('billing.bills.amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {bill.lines.map((line, index) => {
          const text = describeLine(intl, line, bill);
          return (
            // Lines have no id; their order is the bill's.
            <tr key={index} data-line-kind={line.kind}>
              <td>{text.item}</td>
              <td>{text.detail}</td>
              <td className="bill-amount">{money(line.amount, bill.currency)}</td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        {totalRow(t('billing.bills.energySubtotal'), sub.energy)}
        {totalRow(t('billing.bills.rentSubtotal'), sub.rent)}
        {totalRow(t('billing.bills.feeSubtotal'), sub.fees)}
        {sub.lateFee ? totalRow(t('billing.bills.lateFee'), sub.lateFee) : null}
        {totalRow(t('billing.bills.total'), bill.total, true)}
      </tfoot>
    </table>
  );
}

/** The lines table's look, on screen and in print (static text, no data). */
export const LINES_CSS = `
.bill-lines { width: 100%; border-collapse: collapse; font-size: 13px; }
.bill-lines th, .bill-lines td { text-align: left; padding: 4px 6px; border-bottom: 1px solid rgba(128,128,128,.25); vertical-align: top; }
.bill-lines .bill-amount { text-align: right; white-space: nowrap; }
.bill-lines tfoot th { font-weight: normal; text-align: right; }
.bill-lines .bill-total th, .bill-lines .bill-total td { border-top: 2px solid rgba(128,128,128,.6); }
`;
