import { Button, Card } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { NetworkStation } from '../../../../api/operations/monitoringTypes';
import { Table } from '../../../../ui/data-table/Table';
import { ExportButton } from '../../../../ui/export-button/ExportButton';
import { rowsExportJob } from '../../../../ui/export-button/rowsExportJob';
import { StatusTag } from '../../../../ui/status-tag/StatusTag';
import type { Tone } from '../../../../ui/status-tag/tones';

const TONE: Record<NetworkStation['state'], Tone> = { charging: 'info', idle: 'success', faulted: 'error', offline: 'neutral' };

/** The map's stations as a table (its text alternative), ten a page; the export writes every station shown. */
export function StationTable({ stations, onOpen }: { stations: NetworkStation[]; onOpen: (did: string) => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const stateName = (s: NetworkStation['state']) => t(`operations.monitoring.station.${s}`);
  const title = t('operations.network.list');
  const job = useMemo(
    () =>
      rowsExportJob(async () => stations, [
        { key: 'name', title: t('operations.network.col.name') },
        { key: 'city', title: t('operations.network.col.city') },
        { key: 'state', title: t('operations.network.col.state'), value: (s) => stateName(s.state) },
        { key: 'charging', title: t('operations.network.col.charging'), type: 'number' },
        { key: 'guns', title: t('operations.network.col.guns'), type: 'number' },
        { key: 'faulted', title: t('operations.network.col.faulted'), type: 'number' },
        { key: 'power', title: t('operations.network.col.power'), type: 'number' },
      ], 'network-stations'),
    // The labels follow the language; the rows are the ones shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [stations, intl],
  );
  return (
    <Card size="small" title={title} extra={<ExportButton job={job} />} style={{ marginTop: 12 }}>
      <Table<NetworkStation>
        aria-label={title}
        size="small"
        rowKey="did"
        phoneCards
        dataSource={stations}
        pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
        columns={[
          { key: 'name', title: t('operations.network.col.name'), render: (_v, s) => <Button type="link" style={{ padding: 0 }} onClick={() => onOpen(s.did)}>{s.name}</Button> },
          { key: 'city', dataIndex: 'city', title: t('operations.network.col.city') },
          { key: 'state', title: t('operations.network.col.state'), render: (_v, s) => <StatusTag tone={TONE[s.state]}>{stateName(s.state)}</StatusTag> },
          { key: 'charging', title: t('operations.network.col.charging'), align: 'right', render: (_v, s) => `${s.charging} / ${s.guns}` },
          { key: 'faulted', dataIndex: 'faulted', title: t('operations.network.col.faulted'), align: 'right' },
          { key: 'power', title: t('operations.network.col.power'), align: 'right', render: (_v, s) => intl.formatNumber(s.power, { maximumFractionDigits: 1 }) },
        ]}
      />
    </Card>
  );
}
