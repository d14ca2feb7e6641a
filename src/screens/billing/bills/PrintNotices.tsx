import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { dayText } from '../../../lib/dateText';
import type { BillRow } from '../../../api/billing/billsTypes';
import { useMoney } from '../../../ui/format/useMoney';
import { BillLinesTable, LINES_CSS } from './BillLinesTable';

/** A bill as its payment notice prints it. */
export interface Notice {
  bill: BillRow;
  storeName: string;
}

/**
 * What a bill may print as: a payment notice only for a bill that asks to be paid (issued or
 * partially paid); a draft only as a preview marked as no demand for payment; a paid or void bill
 * not at all (paper that demands what is not owed misleads). One rule for every print button.
 */
export function printKind(bill: Pick<BillRow, 'state'>): 'notice' | 'draft' | null {
  if (bill.state === 'issued' || bill.state === 'partial') return 'notice';
  if (bill.state === 'draft') return 'draft';
  return null;
}

/** The notices of these that may print at all (see printKind). */
export function printable(notices: readonly Notice[]): Notice[] {
  return notices.filter((n) => printKind(n.bill) !== null);
}

/**
 * Print-only notices: hidden on screen; in print everything but them is hidden (the app's chrome,
 * the host page) and each bill is a page of its own. Static CSS, no data in it.
 */
const PRINT_CSS = `
.bill-print-root { display: none; }
@media print {
  body > *:not(.bill-print-root) { display: none !important; }
  .bill-print-root { display: block; color: #000; background: #fff; font-family: sans-serif; }
  .bill-notice { break-after: page; page-break-after: always; padding: 8mm 4mm; }
  .bill-notice:last-child { break-after: auto; page-break-after: auto; }
  .bill-notice h1 { font-size: 18px; margin: 0 0 4mm; }
  .bill-notice dl { display: grid; grid-template-columns: max-content 1fr; gap: 1mm 6mm; margin: 0 0 5mm; font-size: 13px; }
  .bill-notice dt { font-weight: bold; }
  .bill-notice dd { margin: 0; }
  .bill-notice .bill-reference { font-size: 16px; font-weight: bold; }
  .bill-draft-mark { border: 2px solid #000; padding: 2mm 4mm; margin: 0 0 4mm; font-size: 16px; font-weight: bold; text-transform: uppercase; }
  .bill-notice[data-kind="draft"] { background: repeating-linear-gradient(-45deg, #fff 0 18mm, #f2f2f2 18mm 20mm); }
}
`;

/**
 * Renders the notices for print and opens the browser's print dialog once they are in the page.
 * A bill that may not print (printKind) is left out here too, whatever the caller passed; with
 * nothing left to print, no dialog opens.
 */
export function PrintNotices({ notices, onDone }: { notices: Notice[]; onDone: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { money } = useMoney();
  const pages = printable(notices);
  const empty = pages.length === 0;
  useEffect(() => {
    if (empty) {
      onDone();
      return undefined;
    }
    window.addEventListener('afterprint', onDone);
    // jsdom has no print; browsers open their dialog.
    if (typeof window.print === 'function' && !navigator.userAgent.includes('jsdom')) window.print();
    return () => window.removeEventListener('afterprint', onDone);
  }, [notices, onDone, empty]);
  if (empty) return null;
  return createPortal(
    <div className="bill-print-root" data-testid="bill-print">
      <style>{PRINT_CSS + LINES_CSS}</style>
      {pages.map(({ bill, storeName }) => {
        const draft = printKind(bill) === 'draft';
        return (
        <section key={bill.did} className="bill-notice" data-bill={bill.did} data-kind={draft ? 'draft' : 'notice'}>
          <h1>{t(draft ? 'billing.bills.draftTitle' : 'billing.bills.noticeTitle')}</h1>
          {draft ? <p className="bill-draft-mark">{t('billing.bills.draftMark')}</p> : null}
          <dl>
            <dt>{t('billing.bills.reference')}</dt>
            <dd className="bill-reference">{bill.number}</dd>
            <dt>{t('billing.bills.store')}</dt>
            <dd>{storeName}</dd>
            <dt>{t('billing.bills.tenant')}</dt>
            <dd>{bill.tenantName}</dd>
            <dt>{t('billing.bills.rooms')}</dt>
            <dd>{bill.roomNames.join(', ')}</dd>
            <dt>{t('billing.bills.period')}</dt>
            <dd>{intl.formatMessage({ id: 'billing.bills.line.span' }, { from: dayText(intl, bill.from), to: dayText(intl, bill.to) })}</dd>
            <dt>{t('billing.bills.dueOn')}</dt>
            <dd>{dayText(intl, bill.dueOn)}</dd>
            <dt>{t(draft ? 'billing.bills.total' : 'billing.bills.outstanding')}</dt>
            <dd>{money(bill.outstanding, bill.currency)}</dd>
          </dl>
          <BillLinesTable bill={bill} money={money} />
          {draft ? <p className="bill-draft-mark">{t('billing.bills.draftMark')}</p> : null}
        </section>
        );
      })}
    </div>,
    document.body,
  );
}
