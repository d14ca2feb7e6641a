import { useScreenPid } from '../../../../ui/hooks/useScreenPid';
import { Card, Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { AggExportRow, EnergyType } from '../../../../api/energyTypes';
import type { ExportColumn } from '../../../../lib/export';
import { useStores } from '../../../../stores/context';
import { ExportButton, type ExportJob } from '../../../../ui';
import { useEnergy } from '../../shared/EnergyFrame';
import { runPagedExport } from '../../shared/pagedExport';
import { analysisApi } from '../../../../api/analysis';

/** The daily readings per meter behind the account, exported through aggexportv2 with the screen's filters. */
export function DetailExport({ types }: { types: readonly EnergyType[] }) {
  const intl = useIntl();
  const { api } = useStores();
  const pid = useScreenPid();
  const { store, period, format } = useEnergy();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const columns: ExportColumn<AggExportRow>[] = [
    { key: 'time', title: t('carbon.metering.col.day') },
    { key: 'storeName', title: t('carbon.metering.col.store') },
    { key: 'meterName', title: t('carbon.metering.col.meter') },
    { key: 'energytype', title: t('carbon.metering.col.type'), value: (r) => format.energyType(r.energytype) },
    { key: 'unit', title: t('carbon.metering.col.unit') },
    { key: 'energy', title: t('carbon.metering.col.energy'), type: 'number' },
    { key: 'carbon', title: t('carbon.metering.col.carbonKg'), type: 'number' },
    { key: 'cost', title: t('carbon.metering.col.cost', { currency: format.moneyCurrency }), type: 'number', value: (r) => Math.round(format.moneyValue(r.cost) * 100) / 100 },
  ];
  const job: ExportJob = (context) =>
    runPagedExport<AggExportRow>(
      {
        basename: `carbon-detail-${store}-${period.start}-${period.end}`,
        table: (rows) => ({ columns, rows, sheetName: 'detail' }),
        fetchPage: (page, pagesize, signal) =>
          analysisApi(api, pid).aggExport({ stores: [store], start: period.start, end: period.end, energytypes: [...types], interval: 'day', page, pagesize }, { signal }),
      },
      context,
    );
  return (
    <Card size="small" title={t('carbon.metering.detail.title')} extra={<ExportButton job={job} />}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('carbon.metering.detail.hint', { start: format.day(period.start), end: format.day(period.end) })}
      </Typography.Paragraph>
    </Card>
  );
}
