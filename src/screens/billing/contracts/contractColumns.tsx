import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { IntlShape } from 'react-intl';
import { dayRangeText } from '../../../lib/dateText';
import type { ContractRow } from '../../../api/billing/contractsTypes';
import type { ExportColumn } from '../../../lib/export';
import { ContractPhaseTag } from '../shared/ContractPhaseTag';
import type { Money } from '../../../ui/format/useMoney';


/** The contract list's columns; `onOpen` opens a contract's details and actions. */
export function contractColumns(intl: IntlShape, money: Money['money'], onOpen: (row: ContractRow) => void): ColumnsType<ContractRow> {
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return [
    { key: 'code', title: t('billing.contracts.code'), render: (_, row) => <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onOpen(row)}>{row.code}</Button> },
    { key: 'tenant', title: t('billing.contracts.tenant'), dataIndex: 'tenantName' },
    { key: 'rooms', title: t('billing.contracts.rooms'), render: (_, row) => row.roomNames.join(', ') },
    { key: 'period', title: t('billing.contracts.period'), render: (_, row) => dayRangeText(intl, row.start, row.end) },
    { key: 'rent', title: t('billing.contracts.rent'), align: 'right', render: (_, row) => money(row.rent, row.currency) },
    { key: 'deposit', title: t('billing.contracts.deposit'), align: 'right', render: (_, row) => money(row.deposit, row.currency) },
    { key: 'rule', title: t('billing.contracts.rateRule'), dataIndex: 'ruleName' },
    { key: 'billDay', title: t('billing.contracts.billDay'), dataIndex: 'billDay', align: 'right' },
    { key: 'phase', title: t('billing.contracts.state'), render: (_, row) => <ContractPhaseTag phase={row.phase} /> },
    { key: 'daysLeft', title: t('billing.contracts.daysLeft'), align: 'right', render: (_, row) => (row.daysLeft === null ? '—' : intl.formatNumber(row.daysLeft)) },
  ];
}

/** The same in a spreadsheet. */
export function contractExportColumns(intl: IntlShape): ExportColumn<ContractRow>[] {
  const t = (id: string) => intl.formatMessage({ id });
  return [
    { key: 'code', title: t('billing.contracts.code') },
    { key: 'tenantName', title: t('billing.contracts.tenant') },
    { key: 'rooms', title: t('billing.contracts.rooms'), value: (row) => row.roomNames.join(', ') },
    { key: 'start', title: t('billing.contracts.start') },
    { key: 'end', title: t('billing.contracts.end') },
    { key: 'rent', title: t('billing.contracts.rent'), type: 'number' },
    { key: 'deposit', title: t('billing.contracts.deposit'), type: 'number' },
    { key: 'currency', title: t('billing.contracts.currency') },
    { key: 'ruleName', title: t('billing.contracts.rateRule') },
    { key: 'fees', title: t('billing.contracts.fees'), value: (row) => row.fees.map((f) => `${f.name} ${f.amount}`).join('; ') },
    { key: 'billDay', title: t('billing.contracts.billDay'), type: 'number' },
    { key: 'dueDays', title: t('billing.contracts.dueDays'), type: 'number' },
    { key: 'lateFeeRate', title: t('billing.contracts.lateFeeRate'), value: (row) => `${(row.lateFeeRate * 100).toFixed(3)}%` },
    { key: 'phase', title: t('billing.contracts.state'), value: (row) => t(`billing.contracts.phase.${row.phase}`) },
    { key: 'daysLeft', title: t('billing.contracts.daysLeft'), value: (row) => row.daysLeft ?? '' },
    { key: 'terminatedOn', title: t('billing.contracts.terminatedOn'), value: (row) => row.terminatedOn ?? '' },
    { key: 'terminateReason', title: t('billing.contracts.terminateReason'), value: (row) => row.terminateReason ?? '' },
  ];
}
