import { useScreenPid } from '../../../ui/hooks/useScreenPid';
import { Alert, Col, Row, Select } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { AggQuery } from '../../../api/energyTypes';
import { useStores } from '../../../stores/context';
import { EmptyData, numberParam, useSearchParam } from '../../../ui';
import { aggQueriesBatched } from '../../../api/analysisBatches';
import { EnergyFrame, LoadState, useEnergy } from '../shared/EnergyFrame';
import { KpiRow } from '../../../ui/KpiRow';
import { useResource } from '../../../ui/resource/useResource';
import { byBand, incomeMonths, shiftSaving, sumBands } from './model/income';
import { monthsOf, withinData } from './model/months';
import { bandPricesInBase, electricityTariffOn } from './model/tariff';
import { IncomeChart, IncomeTable, ShiftEstimate } from './peaking/IncomeParts';
import { analysisApi } from '../../../api/analysis';

const SHIFTS = [5, 10, 15, 20, 30];
const shiftCodec = numberParam({ min: 1, max: 50, integer: true, omit: 10 });

/** `peaking-income-analysis` (peak shaving income): what the storage earns by shifting load, and a labelled shift estimate. */
export default function PeakingIncomeScreen() {
  const [shift, setShift] = useSearchParam('shift', shiftCodec, 10);
  return (
    <EnergyFrame granularities={['year', 'month', 'custom']}>
      <PeakingIncome shift={shift} onShift={setShift} />
    </EnergyFrame>
  );
}

const PeakingIncome = observer(function PeakingIncome({ shift, onShift }: { shift: number; onShift: (v: number) => void }) {
  const intl = useIntl();
  const { api } = useStores();
  const pid = useScreenPid();
  const { store, config, period, format } = useEnergy();
  const range = withinData(period.start, period.end, config.dataFrom, config.dataTo) ?? { start: period.start, end: period.end };
  const months = monthsOf(range.start, range.end);
  const hasStorage = config.storage.length > 0;
  const data = useResource(
    async (signal) => {
      const perMonth: AggQuery[] = hasStorage
        ? months.flatMap((m) => [
            { stores: [store], start: m.start, end: m.end, groupby: 'touBand' as const, kinds: ['storage-charge' as const] },
            { stores: [store], start: m.start, end: m.end, groupby: 'touBand' as const, kinds: ['storage-discharge' as const] },
          ])
        : [];
      const answers = await aggQueriesBatched(
        analysisApi(api, pid),
        [{ stores: [store], start: range.start, end: range.end, groupby: 'touBand', energytypes: ['electricity'] }, ...perMonth],
        signal,
      );
      const [consumption, ...rest] = answers;
      return {
        consumption: consumption!,
        months: incomeMonths(
          months.map((m, i) => ({
            month: m.key,
            charge: byBand(rest[2 * i]),
            discharge: byBand(rest[2 * i + 1]),
            prices: bandPricesInBase(electricityTariffOn(config.tariffs, m.start), config.fx),
          })),
        ),
      };
    },
    [store, range.start, range.end, hasStorage],
  );
  if (!data.value) return <LoadState status={data.status} onRetry={() => void data.reload()} />;
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const rows = data.value.months;
  const income = rows[rows.length - 1]?.cumulative ?? 0;
  const charged = rows.reduce((s, m) => s + sumBands(m.charge), 0);
  const discharged = rows.reduce((s, m) => s + sumBands(m.discharge), 0);
  const prices = bandPricesInBase(electricityTariffOn(config.tariffs, range.end), config.fx);
  const peakEnergy = byBand(data.value.consumption).peak;
  const estimate = prices ? shiftSaving(peakEnergy, shift / 100, prices) : { shifted: 0, saving: 0 };
  const shiftLabel = t('peaking.estimate.share');
  const control = (
    <Select<number>
      aria-label={shiftLabel}
      title={shiftLabel}
      value={shift}
      onChange={onShift}
      style={{ width: 96 }}
      options={[...new Set([...SHIFTS, shift])].sort((a, b) => a - b).map((s) => ({ value: s, label: `${s} %` }))}
    />
  );

  return (
    <>
      <KpiRow
        items={[
          { key: 'income', title: t('peaking.kpi.income'), value: hasStorage ? format.money(income) : null, extra: t('peaking.kpi.incomeExtra') },
          { key: 'discharged', title: t('peaking.kpi.discharged'), value: hasStorage ? format.quantity(discharged, 'kWh') : null },
          { key: 'charged', title: t('peaking.kpi.charged'), value: hasStorage ? format.quantity(charged, 'kWh') : null },
          { key: 'estimate', title: t('peaking.kpi.estimate', { share: String(shift) }), value: prices ? format.money(estimate.saving) : null, extra: t('peaking.estimate.label') },
        ]}
      />
      <Row gutter={[12, 12]}>
        {hasStorage ? (
          <>
            <Col span={24}>
              <Alert type="info" showIcon title={t('peaking.income.formula')} />
            </Col>
            <Col xs={24} xl={14}>
              {rows.length ? <IncomeChart months={rows} /> : <EmptyData />}
            </Col>
          </>
        ) : (
          <Col xs={24} xl={14}>
            <EmptyData description={t('peaking.income.noStorage')} />
          </Col>
        )}
        <Col xs={24} xl={10}>
          <ShiftEstimate peakEnergy={peakEnergy} share={shift / 100} prices={prices} saving={estimate.saving} shifted={estimate.shifted} control={control} />
        </Col>
        {hasStorage ? (
          <Col span={24}>
            <IncomeTable months={rows} />
          </Col>
        ) : null}
      </Row>
    </>
  );
});
