import type { IntlShape } from 'react-intl';
import type { Api } from '../../../api';
import type { BillQuery, BillRow } from '../../../api/billing/billsTypes';
import type { ExportColumn } from '../../../lib/export';
import type { ExportJob } from '../../../ui/export-button/useExportRun';
import { LIST_PAGE_LIMIT } from '../../../lib/paging';
import { pagedExportJob } from '../../../ui/export-button/pagedExportJob';
import { billingApi } from '../../../api/billing';

/** Every bill the list's filters select, read page by page at export time, as the table words it. */
export function billExportJob(api: Api, query: Omit<BillQuery, 'page' | 'pagesize'>, intl: IntlShape, basename: string): ExportJob {
  const t = (id: string) => intl.formatMessage({ id });
  const states = (b: BillRow) => [t(`billing.bills.state.${b.state}`), ...(b.overdue && b.state !== 'void' ? [t('billing.bills.state.overdue')] : [])].join(', ');
  const columns: ExportColumn<BillRow>[] = [
    { key: 'number', title: t('billing.bills.number') },
    { key: 'tenantName', title: t('billing.bills.tenant') },
    { key: 'contractCode', title: t('billing.bills.contract') },
    { key: 'rooms', title: t('billing.bills.rooms'), value: (b) => b.roomNames.join(', ') },
    { key: 'month', title: t('billing.bills.month') },
    { key: 'energyKwh', title: t('billing.bills.energyKwh') },
    { key: 'energyAmount', title: t('billing.bills.energySubtotal') },
    { key: 'rentAmount', title: t('billing.bills.rentSubtotal') },
    { key: 'feeAmount', title: t('billing.bills.feeSubtotal') },
    { key: 'lateFee', title: t('billing.bills.lateFee') },
    { key: 'total', title: t('billing.bills.total') },
    { key: 'paid', title: t('billing.bills.paid') },
    { key: 'outstanding', title: t('billing.bills.outstanding') },
    { key: 'currency', title: t('billing.bills.currency') },
    { key: 'state', title: t('billing.bills.state'), value: states },
    { key: 'issuedOn', title: t('billing.bills.issuedOn') },
    { key: 'dueOn', title: t('billing.bills.dueOn') },
    { key: 'voidReason', title: t('billing.bills.voidReason'), value: (b) => b.voidReason ?? '' },
  ];
  return pagedExportJob({
    columns,
    basename,
    pageSize: LIST_PAGE_LIMIT,
    fetchPage: (page, pagesize, signal) => billingApi(api).bills.list({ ...query, page, pagesize }, { signal }),
  });
}
