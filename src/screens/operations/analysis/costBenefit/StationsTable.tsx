import { Button, Card } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { StationCostBenefit } from '../../../../api/operations/analysisTypes';
import { Table } from '../../../../ui/data-table/Table';
import { ExportButton } from '../../../../ui/export-button/ExportButton';
import { rowsExportJob } from '../../../../ui/export-button/rowsExportJob';
import { cny } from '../shared/money';

/** The stations shown (the filter applied), ranked by margin; the export writes the same rows and lines. */
export function StationsTable({ stations, selected, onSelect, basename }: { stations: StationCostBenefit[]; selected: string; onSelect: (did: string) => void; basename: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const title = t('operations.analysis.cost.tableTitle');
  const job = useMemo(
    () =>
      rowsExportJob(async () => stations, [
        { key: 'name', title: t('operations.analysis.cost.col.station') },
        { key: 'orders', title: t('operations.analysis.cost.col.orders'), type: 'number' },
        { key: 'energy', title: t('operations.analysis.cost.col.energy'), type: 'number' },
        { key: 'energyFee', title: t('operations.analysis.cost.line.energyFee'), type: 'number' },
        { key: 'serviceFee', title: t('operations.analysis.cost.line.serviceFee'), type: 'number' },
        { key: 'revenue', title: t('operations.analysis.cost.line.revenue'), type: 'number' },
        { key: 'electricity', title: t('operations.analysis.cost.line.electricity'), type: 'number' },
        { key: 'rent', title: t('operations.analysis.cost.line.rent'), type: 'number' },
        { key: 'labour', title: t('operations.analysis.cost.line.labour'), type: 'number' },
        { key: 'maintenance', title: t('operations.analysis.cost.line.maintenance'), type: 'number' },
        { key: 'cost', title: t('operations.analysis.cost.line.cost'), type: 'number' },
        { key: 'margin', title: t('operations.analysis.cost.line.margin'), type: 'number' },
        { key: 'investment', title: t('operations.analysis.cost.col.investment'), type: 'number' },
        { key: 'paybackMonths', title: t('operations.analysis.cost.col.payback'), type: 'number' },
      ], basename),
    // The labels follow the language; the rows are the ones shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [stations, intl, basename],
  );
  return (
    <Card size="small" title={title} extra={<ExportButton job={job} />}>
      <Table<StationCostBenefit>
        aria-label={title}
        size="small"
        rowKey="did"
        dataSource={stations}
        pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
        rowClassName={(s) => (s.did === selected ? 'ant-table-row-selected' : '')}
        columns={[
          {
            key: 'name',
            title: t('operations.analysis.cost.col.station'),
            render: (_v, s) => (
              <Button type="link" style={{ padding: 0 }} aria-pressed={s.did === selected} onClick={() => onSelect(s.did)}>
                {s.name}
              </Button>
            ),
          },
          { key: 'revenue', title: t('operations.analysis.cost.line.revenue'), align: 'right', render: (_v, s) => cny(intl, s.revenue) },
          { key: 'cost', title: t('operations.analysis.cost.line.cost'), align: 'right', render: (_v, s) => cny(intl, s.cost) },
          { key: 'margin', title: t('operations.analysis.cost.line.margin'), align: 'right', render: (_v, s) => cny(intl, s.margin) },
          { key: 'rate', title: t('operations.analysis.cost.col.marginRate'), align: 'right', render: (_v, s) => (s.marginRate === null ? '—' : intl.formatNumber(s.marginRate, { style: 'percent', maximumFractionDigits: 1 })) },
          { key: 'payback', title: t('operations.analysis.cost.col.payback'), align: 'right', render: (_v, s) => (s.paybackMonths === null ? t('operations.analysis.cost.payback.none') : intl.formatNumber(s.paybackMonths, { maximumFractionDigits: 1 })) },
        ]}
      />
    </Card>
  );
}
