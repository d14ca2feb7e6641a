import type { IntlShape } from 'react-intl';
import type { TenantRow } from '../../../api/billing/tenantsTypes';
import type { ExportColumn } from '../../../lib/export';

/** The tenant list's columns in a spreadsheet, as the table shows them. */
export function tenantExportColumns(intl: IntlShape): ExportColumn<TenantRow>[] {
  const t = (id: string) => intl.formatMessage({ id });
  return [
    { key: 'name', title: t('billing.tenants.name') },
    { key: 'key', title: t('billing.tenants.key'), value: (row) => t(row.key ? 'common.yes' : 'common.no') },
    { key: 'contact', title: t('billing.tenants.contact') },
    { key: 'phone', title: t('billing.tenants.phone') },
    { key: 'email', title: t('billing.tenants.email') },
    { key: 'typeName', title: t('billing.tenants.type') },
    { key: 'contracts', title: t('billing.tenants.contracts'), type: 'number' },
  ];
}
