import { Button, Spin, Tag, theme, type TableColumnsType } from 'antd';
import { Table } from '../../ui/data-table/Table';
import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import type { ResourceStatus } from '../../ui/resource/Resource';
import type { AlarmCount } from './openAlarms';
import type { PortfolioLine, Totals } from './portfolioData';
import type { PortfolioFormat } from './usePortfolioFormat';

interface Row {
  key: string;
  name: string;
  stores: number;
  unlocated: number;
  current: Totals | null;
  previous: Totals | null;
  alarms: AlarmCount | null;
  chosen: boolean;
}

export interface PortfolioTableProps {
  lines: PortfolioLine[];
  format: PortfolioFormat;
  /** The open-alarm counts (by parent did) and where their loading stands. */
  /** Null: the user may not view the alarms, so no column. */
  alarms: { status: ResourceStatus; value: Map<string, AlarmCount> | undefined } | null;
  currentParent: string;
  onOpen: (did: string) => void;
  onChooseStore: () => void;
}

// A parent without figures sorts below every parent with some, whatever their values.
const valueOf = (row: Row, key: keyof Totals) => row.current?.[key] ?? -Infinity;

/**
 * The text alternative of the map and the keyboard way to choose: one row per parent business,
 * sortable by every figure (antd makes sortable headers focusable; Enter sorts).
 */
export function PortfolioTable({ lines, format, alarms, currentParent, onOpen, onChooseStore }: PortfolioTableProps) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const alarmsReady = alarms?.status === 'ready' && alarms.value !== undefined;
  const rows: Row[] = lines.map((l) => ({
    key: l.parent.did,
    name: l.parent.name,
    stores: l.stores.length,
    unlocated: l.unlocated,
    current: l.current,
    previous: l.previous,
    alarms: alarmsReady ? (alarms?.value?.get(l.parent.did) ?? { open: 0, unacknowledged: 0 }) : null,
    chosen: l.parent.did === currentParent,
  }));
  const secondary = { display: 'block', fontSize: token.fontSizeSM, color: token.colorTextSecondary };

  const figure = (key: keyof Totals, text: (value: number) => string) => (row: Row) => {
    if (!row.current) return '—';
    const change = format.change(row.current[key], row.previous?.[key]);
    return (
      <>
        <span>{text(row.current[key])}</span>{' '}
        {change === null ? null : <span style={secondary}>{t('portfolio.change', { value: change })}</span>}
      </>
    );
  };
  const num = { align: 'right' as const, sortDirections: ['descend', 'ascend'] as Array<'descend' | 'ascend'> };

  const columns: TableColumnsType<Row> = [
    {
      key: 'name',
      title: t('portfolio.col.parent'),
      sorter: (a, b) => a.name.localeCompare(b.name, intl.locale),
      render: (_, row) => (
        <>
          <span>{row.name}</span>{' '}
          {row.chosen ? <Tag style={{ marginInlineStart: 8 }}>{t('portfolio.current')}</Tag> : null}
        </>
      ),
    },
    {
      key: 'stores',
      title: t('portfolio.col.stores'),
      ...num,
      sorter: (a, b) => a.stores - b.stores,
      render: (_, row) => (
        <>
          <span>{format.count(row.stores)}</span>{' '}
          {row.unlocated > 0 ? <span style={secondary}>{t('portfolio.unlocated', { count: row.unlocated })}</span> : null}
        </>
      ),
    },
    { key: 'energy', title: t('portfolio.col.energy'), ...num, sorter: (a, b) => valueOf(a, 'tce') - valueOf(b, 'tce'), render: (_, row) => figure('tce', format.tce)(row) },
    { key: 'carbon', title: t('portfolio.col.carbon'), ...num, sorter: (a, b) => valueOf(a, 'carbon') - valueOf(b, 'carbon'), render: (_, row) => figure('carbon', format.tco2)(row) },
    {
      key: 'cost',
      title: t('portfolio.col.cost', { currency: format.moneyCurrency }),
      ...num,
      sorter: (a, b) => valueOf(a, 'cost') - valueOf(b, 'cost'),
      render: (_, row) => figure('cost', format.money)(row),
    },
    ...(alarms
      ? [{
          key: 'alarms',
          title: t('portfolio.col.alarms'),
          ...num,
          sorter: (a: Row, b: Row) => (a.alarms?.open ?? -1) - (b.alarms?.open ?? -1),
          render: (_: unknown, row: Row) => <AlarmCell count={row.alarms} status={alarms.status} secondary={secondary} />,
        }]
      : []),
    {
      key: 'action',
      title: t('portfolio.col.action'),
      render: (_, row) =>
        row.chosen ? (
          <Button size="small" type="primary" aria-label={t('portfolio.chooseStoreIn', { name: row.name })} onClick={onChooseStore}>
            {t('portfolio.chooseStore')}
          </Button>
        ) : (
          <Button size="small" aria-label={t('portfolio.openParent', { name: row.name })} onClick={() => onOpen(row.key)}>
            {t('portfolio.open')}
          </Button>
        ),
    },
  ];

  return (
    <Table<Row>
      size="small"
      rowKey="key"
      dataSource={rows}
      columns={columns}
      pagination={false}
      scroll={{ x: 900 }}
      aria-label={t('portfolio.table')}
      showSorterTooltip={false}
    />
  );
}

function AlarmCell({ count, status, secondary }: { count: AlarmCount | null; status: ResourceStatus; secondary: CSSProperties }) {
  const intl = useIntl();
  if (count) {
    return (
      <>
        <span>{intl.formatNumber(count.open)}</span>{' '}
        {count.unacknowledged > 0 ? (
          <span style={secondary}>{intl.formatMessage({ id: 'portfolio.alarms.unacknowledged' }, { count: count.unacknowledged })}</span>
        ) : null}
      </>
    );
  }
  if (status === 'error') return <span>{intl.formatMessage({ id: 'portfolio.alarms.na' })}</span>;
  // The label sits on a status element: on Spin's own generic div, aria-label would be invalid.
  return (
    <span role="status" aria-label={intl.formatMessage({ id: 'portfolio.alarms.loading' })}>
      <Spin size="small" />
    </span>
  );
}
