import { Select, Space } from 'antd';
import { useIntl } from 'react-intl';
import type { ReportCatalogue, ReportParams } from '../../../../api/operations/reportsTypes';
import { monthText } from '../../../../lib/dateText';

/** Period (whole months), station and fault type of a report, each a labelled choice. */
export function ReportFilters({ catalogue, params, onChange, withType = true }: { catalogue: ReportCatalogue; params: ReportParams; onChange: (next: Partial<ReportParams>) => void; withType?: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const months = catalogue.months.map((m) => ({ value: m, label: monthText(intl, m) }));
  const all = { value: '', label: t('operations.reports.all') };
  // A saved report's month may lie before the months with records: the choice still reads as the language writes months.
  const monthLabel = ({ value }: { value: string | number }) => monthText(intl, String(value));
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      <Select aria-label={t('operations.reports.from')} style={{ minWidth: 120 }} value={params.from} labelRender={monthLabel} options={months.filter((m) => !params.to || m.value <= params.to)} onChange={(from: string) => onChange({ from })} />
      <Select aria-label={t('operations.reports.to')} style={{ minWidth: 120 }} value={params.to} labelRender={monthLabel} options={months.filter((m) => m.value >= params.from)} onChange={(to: string) => onChange({ to })} />
      <Select
        aria-label={t('operations.reports.station')}
        style={{ minWidth: 220 }}
        showSearch
        optionFilterProp="label"
        value={params.station}
        options={[all, ...catalogue.stations.map((s) => ({ value: s.did, label: s.name }))]}
        onChange={(station: string) => onChange({ station })}
      />
      {withType ? (
        <Select
          aria-label={t('operations.reports.faultType')}
          style={{ minWidth: 200 }}
          value={params.faulttype}
          options={[all, ...catalogue.faulttypes.map((f) => ({ value: f, label: t(`operations.reports.faultType.${f}`) }))]}
          onChange={(faulttype: string) => onChange({ faulttype })}
        />
      ) : null}
    </Space>
  );
}
