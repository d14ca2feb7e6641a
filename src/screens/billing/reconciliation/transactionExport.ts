import type { IntlShape } from 'react-intl';
import type { Api } from '../../../api';
import type { ReconciliationQuery, TransactionRow } from '../../../api/billing/billsTypes';
import type { ExportColumn } from '../../../lib/export';
import type { ExportJob } from '../../../ui/export-button/useExportRun';
import { LIST_PAGE_LIMIT } from '../../../lib/paging';
import { pagedExportJob } from '../../../ui/export-button/pagedExportJob';
import { receivedAtText } from './transactionColumns';
import { billingApi } from '../../../api/billing';

/** Every transaction the feed's period and filters select, read page by page at export time. */
export function transactionExportJob(api: Api, query: Omit<ReconciliationQuery, 'page' | 'pagesize'>, intl: IntlShape, basename: string): ExportJob {
  const t = (id: string) => intl.formatMessage({ id });
  const columns: ExportColumn<TransactionRow>[] = [
    { key: 'receivedAt', title: t('billing.reconciliation.receivedAt'), value: (x) => receivedAtText(intl, x.receivedAt) },
    { key: 'channel', title: t('billing.reconciliation.channel'), value: (x) => t(`billing.reconciliation.channel.${x.channel}`) },
    { key: 'channelRef', title: t('billing.reconciliation.channelRef') },
    { key: 'payer', title: t('billing.reconciliation.payer') },
    { key: 'reference', title: t('billing.reconciliation.reference') },
    { key: 'amount', title: t('billing.reconciliation.amount') },
    { key: 'currency', title: t('billing.bills.currency') },
    { key: 'match', title: t('billing.reconciliation.match'), value: (x) => t(`billing.reconciliation.match.${x.match}`) },
    { key: 'matchedBy', title: t('billing.reconciliation.matchedBy'), value: (x) => (x.matchedBy ? t(`billing.reconciliation.by.${x.matchedBy}`) : '') },
    { key: 'billNumber', title: t('billing.reconciliation.bill'), value: (x) => x.billNumber ?? '' },
  ];
  return pagedExportJob({
    columns,
    basename,
    pageSize: LIST_PAGE_LIMIT,
    fetchPage: (page, pagesize, signal) => billingApi(api).bills.reconciliation({ ...query, page, pagesize }, { signal }),
  });
}
