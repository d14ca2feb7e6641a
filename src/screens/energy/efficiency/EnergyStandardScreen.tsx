import { dateTimeText } from '../../../lib/dateText';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Row, type TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { BUILDING_TYPES, type BuildingType, type EnergyStandard, type StandardLevel } from '../../../api/energyTypes';
import { useStores } from '../../../stores/context';
import { EmptyData, LazyChart, Table } from '../../../ui';
import { LoadState } from '../shared/EnergyFrame';
import { KpiRow } from '../../../ui/KpiRow';
import { useResource } from '../../../ui/resource/useResource';
import { SetStandardDialog, type StandardDraft } from './SetStandardDialog';
import { StandardFilters, useStandardParams } from './StandardFilters';
import { StandardImport } from './StandardImport';
import { STANDARD_LEVELS } from './standards';
import { useEfficiencyLabels } from './useEfficiencyLabels';
import { energyManageApi } from '../../../api/analysis';
import { ReadOnlyNote } from '../shared/ReadOnlyNote';
import { usePageGrants } from '../shared/usePageGrants';

/**
 * `energy-standard/:value?/:level?`: the energy-consumption standards per building type and level
 * (GB/T 51161 style, kWh/(m²·a)); set one, or import many from a spreadsheet. The standards are
 * the same for every store, so this screen is not per store and has no EnergyFrame. Set, Edit and
 * Import are offered only with the page's edit permission.
 */
export default function EnergyStandardScreen() {
  const { type, level, select } = useStandardParams('energy-standard');
  return <EnergyStandards type={type} level={level} select={select} />;
}

const EnergyStandards = observer(function EnergyStandards({
  type,
  level,
  select,
}: {
  type: BuildingType | undefined;
  level: StandardLevel | undefined;
  select: (next: { type?: BuildingType | null; level?: StandardLevel | null }) => void;
}) {
  const intl = useIntl();
  const { api, notify } = useStores();
  const grants = usePageGrants();
  const { pid, canEdit } = grants;
  const labels = useEfficiencyLabels();
  const [draft, setDraft] = useState<StandardDraft | null>(null);
  const [version, setVersion] = useState(0);
  // Every standard (chart, validation of guide against constraint), and the filtered list shown.
  const all = useResource((signal) => energyManageApi(api, pid).list({}, { signal }), [version]);
  // Unfiltered, the list shown is `all`: asking the same list twice at once would stack two requests.
  const filtered = type !== undefined || level !== undefined;
  const subset = useResource(filtered ? (signal) => energyManageApi(api, pid).list({ buildingtype: type, level }, { signal }) : null, [type, level, version]);
  const shown = filtered ? subset : all;
  const changed = () => setVersion((v) => v + 1);

  const toolbar = (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', marginBottom: 16 }}>
      <StandardFilters type={type} level={level} onChange={select} allLevels />
      {canEdit ? (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDraft({ buildingtype: type ?? 'office', level: level ?? 'constraint', value: null })}>
          {intl.formatMessage({ id: 'standard.set' })}
        </Button>
      ) : null}
    </div>
  );
  if (!all.value || !shown.value) {
    const failed = [all, shown].filter((r) => r.status === 'error');
    return (
      <>
        {toolbar}
        <LoadState status={failed.length > 0 ? 'error' : 'loading'} onRetry={() => failed.forEach((r) => void r.reload())} />
      </>
    );
  }
  const standards = all.value;
  const rows = [...shown.value].sort((a, b) => BUILDING_TYPES.indexOf(a.buildingtype) - BUILDING_TYPES.indexOf(b.buildingtype) || a.level.localeCompare(b.level));
  const types = new Set(rows.map((s) => s.buildingtype));
  const updated = rows.reduce<string | null>((latest, s) => (latest === null || s.updatedAt > latest ? s.updatedAt : latest), null);
  const chartTypes = BUILDING_TYPES.filter((t) => !type || t === type);
  const valueOf = (t: BuildingType, l: StandardLevel) => standards.find((s) => s.buildingtype === t && s.level === l)?.value ?? null;

  return (
    <>
      {toolbar}
      <ReadOnlyNote grants={grants} />
      <KpiRow
        items={[
          { key: 'count', title: intl.formatMessage({ id: 'standard.kpi.count' }), value: rows.length, fractionDigits: 0 },
          {
            key: 'types',
            title: intl.formatMessage({ id: 'standard.kpi.types' }),
            value: types.size,
            unit: `/ ${type ? 1 : BUILDING_TYPES.length}`,
            fractionDigits: 0,
          },
          { key: 'updated', title: intl.formatMessage({ id: 'standard.kpi.updated' }), value: updated ? dateTime(intl, updated) : null },
        ]}
      />
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={14}>
          <Card size="small" title={intl.formatMessage({ id: 'standard.list.title' })}>
            {rows.length === 0 ? (
              <EmptyData description={intl.formatMessage({ id: 'standard.list.empty' })} />
            ) : (
              <StandardTable rows={rows} onEdit={canEdit ? (s) => setDraft({ buildingtype: s.buildingtype, level: s.level, value: s.value }) : undefined} />
            )}
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card size="small" title={intl.formatMessage({ id: 'standard.chart.title' })}>
            <LazyChart
              height={280}
              aria-label={intl.formatMessage({ id: 'standard.chart.title' })}
              option={{
                tooltip: { trigger: 'axis' },
                legend: { bottom: 0 },
                grid: { left: 48, right: 16, top: 24, bottom: 72 },
                xAxis: { type: 'category', data: chartTypes.map((t) => labels.buildingType(t)), axisLabel: { interval: 0, rotate: chartTypes.length > 3 ? 30 : 0 } },
                yAxis: { type: 'value', name: 'kWh/(m²·a)' },
                series: STANDARD_LEVELS.filter((l) => !level || l === level).map((l) => ({ name: labels.level(l), type: 'bar' as const, data: chartTypes.map((t) => valueOf(t, l)) })),
              }}
            />
          </Card>
        </Col>
        {canEdit ? (
          <Col xs={24}>
            <StandardImport standards={standards} onImported={changed} />
          </Col>
        ) : null}
      </Row>
      <SetStandardDialog
        draft={draft}
        standards={standards}
        onClose={() => setDraft(null)}
        onSaved={() => {
          setDraft(null);
          notify.success({ id: 'standard.saved' });
          changed();
        }}
      />
    </>
  );
});

/** A server time stamp in the reader's own time zone (the standards belong to no store). */
function dateTime(intl: IntlShape, iso: string): string {
  const date = new Date(iso);
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return Number.isNaN(date.getTime()) ? iso : dateTimeText(intl, date.getTime(), own);
}

/** The standards; without `onEdit` (no edit permission) there is no Edit column. */
function StandardTable({ rows, onEdit }: { rows: EnergyStandard[]; onEdit?: (s: EnergyStandard) => void }) {
  const intl = useIntl();
  const labels = useEfficiencyLabels();
  const columns: TableColumnsType<EnergyStandard> = [
    { key: 'type', title: intl.formatMessage({ id: 'efficiency.col.type' }), render: (_, s) => labels.buildingType(s.buildingtype) },
    { key: 'level', title: intl.formatMessage({ id: 'standard.filter.level' }), render: (_, s) => labels.level(s.level) },
    { key: 'value', title: intl.formatMessage({ id: 'standard.col.value' }), align: 'right', render: (_, s) => intl.formatNumber(s.value, { maximumFractionDigits: 1 }) },
    { key: 'updated', title: intl.formatMessage({ id: 'standard.col.updated' }), render: (_, s) => dateTime(intl, s.updatedAt) },
  ];
  if (onEdit) {
    columns.push({
      key: 'edit',
      title: intl.formatMessage({ id: 'common.actions' }),
      render: (_, s) => (
        <Button size="small" type="link" icon={<EditOutlined />} onClick={() => onEdit(s)} aria-label={intl.formatMessage({ id: 'standard.edit' }, { type: labels.buildingType(s.buildingtype), level: labels.level(s.level) })}>
          {intl.formatMessage({ id: 'standard.editShort' })}
        </Button>
      ),
    });
  }
  return <Table<EnergyStandard> aria-label={intl.formatMessage({ id: 'standard.list.title' })} size="small" rowKey="did" columns={columns} dataSource={rows} pagination={false} />;
}
