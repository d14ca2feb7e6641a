import { Card } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ChartSkeleton } from '../../../../ui/chart/ChartSkeleton';
import { LazyChart } from '../../../../ui/chart/LazyChart';
import { TableViewToggle } from '../../../../ui/chart/TableViewToggle';
import { Table } from '../../../../ui/data-table/Table';
import { EmptyData } from '../../../../ui/EmptyData';
import { LoadFailed } from '../../../../ui/LoadFailed';
import { registerChartOption, registerChartText, type ChartDatum, type ChartKind, type ChartSeries } from './chartOption';

const HEIGHT = 260;

export interface RegisterChartCardProps {
  title: string;
  kind: ChartKind;
  /** The register's load: a skeleton while it loads, a retry when it failed. */
  status: 'loading' | 'error' | 'ready';
  onRetry: () => void;
  /** Heading of the table view's first column (what a bar is). */
  keyTitle: string;
  series: readonly ChartSeries[];
  data: readonly ChartDatum[];
  /** Said when no bar has a value. */
  emptyText: string;
}

/**
 * A chart of the asset register in a card, as the kit's time-series chart does it: the canvas is
 * labelled with every value (its text alternative), and "Table view" shows the same numbers as a
 * table whose rows open the asset register filtered alike.
 */
export function RegisterChartCard({ title, kind, status, onRetry, keyTitle, series, data, emptyText }: RegisterChartCardProps) {
  const intl = useIntl();
  const [asTable, setAsTable] = useState(false);
  const option = useMemo(() => registerChartOption(kind, series, data), [kind, series, data]);
  const empty = data.every((d) => d.values.every((v) => v === 0));
  const toggle =
    status === 'ready' && !empty ? (
      <TableViewToggle pressed={asTable} onToggle={() => setAsTable((on) => !on)} />
    ) : null;
  const body = () => {
    if (status === 'error') return <LoadFailed title={intl.formatMessage({ id: 'operations.assets.register.loadFailed' })} onRetry={onRetry} />;
    if (status === 'loading') return <ChartSkeleton height={HEIGHT} />;
    if (empty) return <EmptyData description={emptyText} />;
    if (asTable) {
      return (
        <Table<ChartDatum>
          aria-label={title}
          size="small"
          rowKey="key"
          pagination={false}
          dataSource={[...data]}
          columns={[
            { key: 'label', title: keyTitle, render: (_v, d) => (d.href ? <Link to={d.href}>{d.label}</Link> : d.label) },
            ...series.map((s, i) => ({ key: `s${i}`, title: s.name, align: 'right' as const, render: (_v: unknown, d: ChartDatum) => s.format(d.values[i] ?? 0) })),
          ]}
        />
      );
    }
    return <LazyChart option={option} height={HEIGHT} aria-label={registerChartText(title, series, data)} />;
  };
  return (
    <Card size="small" title={title} extra={toggle}>
      {body()}
    </Card>
  );
}
