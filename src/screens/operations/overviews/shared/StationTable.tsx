import { Card, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useIntl } from 'react-intl';
import type { OverviewFigures, StationFigures } from '../../../../api/operations/overviewTypes';
import { EmptyData } from '../../../../ui/EmptyData';
import { ExportButton } from '../../../../ui/export-button/ExportButton';
import { rowsExportJob } from '../../../../ui/export-button/rowsExportJob';
import { formatFigure, type KpiSpec } from './compareKpis';

/**
 * The period's stations with the screen's figures, and an export of the same rows (the period on
 * screen). A station's figures are its rows of the orders and fault tickets lists for the period.
 */
export function StationTable({ title, specs, figures, basename, canExport }: { title: string; specs: KpiSpec[]; figures: OverviewFigures | undefined; basename: string; canExport: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const rows = figures?.current.stations ?? [];
  const columns: ColumnsType<StationFigures> = [
    { key: 'name', dataIndex: 'name', title: t('operations.overviews.station'), fixed: 'left', width: 200 },
    { key: 'city', dataIndex: 'city', title: t('operations.overviews.city'), width: 100 },
    ...specs.map((spec) => ({
      key: spec.key,
      title: spec.title,
      align: 'right' as const,
      sorter: (a: StationFigures, b: StationFigures) => Number(a[spec.key] ?? -1) - Number(b[spec.key] ?? -1),
      render: (_: unknown, row: StationFigures) => formatFigure(intl, spec.kind, row[spec.key]),
    })),
  ];
  const job = rowsExportJob<StationFigures>(
    async () => rows,
    [
      { key: 'code', title: t('operations.overviews.code') },
      { key: 'name', title: t('operations.overviews.station') },
      { key: 'city', title: t('operations.overviews.city') },
      ...specs.map((spec) => ({ key: spec.key, title: spec.title, type: 'number' as const })),
    ],
    basename,
  );
  return (
    <Card size="small" title={title} extra={canExport ? <ExportButton job={job} disabled={rows.length === 0} /> : null}>
      {figures && rows.length === 0 ? (
        <EmptyData description={t('operations.overviews.noStations')} />
      ) : (
        <Table<StationFigures> aria-label={title} size="small" rowKey="did" loading={!figures} dataSource={rows} columns={columns} pagination={false} scroll={{ x: 900 }} />
      )}
    </Card>
  );
}
