import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { TouBand } from '../../../../api/energyTypes';
import { Table, TimeSeriesChart } from '../../../../ui';
import { useEnergy } from '../../shared/EnergyFrame';
import { sumBands, type IncomeMonth } from '../model/income';

/** Monthly income of the storage, and the running total. */
export function IncomeChart({ months }: { months: IncomeMonth[] }) {
  const intl = useIntl();
  const { format } = useEnergy();
  const title = intl.formatMessage({ id: 'peaking.income.chart' });
  return (
    <Card size="small" title={title}>
      <TimeSeriesChart
        buckets={months.map((m) => `${m.month}-01`)}
        series={[
          { key: 'income', name: intl.formatMessage({ id: 'peaking.income.monthly' }), values: months.map((m) => round2(format.moneyValue(m.income))), type: 'bar' },
          { key: 'cumulative', name: intl.formatMessage({ id: 'peaking.income.cumulative' }), values: months.map((m) => round2(format.moneyValue(m.cumulative))), type: 'line', yAxis: 1 },
        ]}
        unit={format.moneyCurrency}
        unit2={format.moneyCurrency}
        interval="month"
        height={300}
        aria-label={title}
      />
    </Card>
  );
}

/** The storage's peak shaving account month by month. */
export function IncomeTable({ months }: { months: IncomeMonth[] }) {
  const intl = useIntl();
  const { format } = useEnergy();
  const t = (id: string) => intl.formatMessage({ id });
  const title = t('peaking.income.table');
  const kwh = (v: number) => format.quantity(v, 'kWh');
  return (
    <Card size="small" title={title}>
      <Table<IncomeMonth>
        size="small"
        rowKey="month"
        pagination={false}
        dataSource={months}
        aria-label={title}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'month', title: t('carbon.metering.col.month'), render: (_, m) => format.month(m.month) },
          { key: 'charge', title: t('peaking.col.charge'), align: 'right', render: (_, m) => kwh(sumBands(m.charge)) },
          { key: 'chargeValley', title: t('peaking.col.chargeValley'), align: 'right', render: (_, m) => kwh(m.charge.valley) },
          { key: 'discharge', title: t('peaking.col.discharge'), align: 'right', render: (_, m) => kwh(sumBands(m.discharge)) },
          { key: 'dischargePeak', title: t('peaking.col.dischargePeak'), align: 'right', render: (_, m) => kwh(m.discharge.peak) },
          { key: 'chargeCost', title: t('peaking.col.chargeCost'), align: 'right', render: (_, m) => format.money(m.chargeCost) },
          { key: 'dischargeValue', title: t('peaking.col.dischargeValue'), align: 'right', render: (_, m) => format.money(m.dischargeValue) },
          { key: 'income', title: t('peaking.col.income'), align: 'right', render: (_, m) => format.money(m.income) },
          { key: 'cumulative', title: t('peaking.col.cumulative'), align: 'right', render: (_, m) => format.money(m.cumulative) },
        ]}
      />
    </Card>
  );
}

/** The labelled estimate of shifting a share of the peak-band load to the valley, with its formula. */
export function ShiftEstimate(props: { peakEnergy: number; share: number; prices: Record<TouBand, number> | null; saving: number; shifted: number; control: ReactNode }) {
  const { peakEnergy, share, prices, saving, shifted, control } = props;
  const intl = useIntl();
  const { format } = useEnergy();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <Card size="small" title={t('peaking.estimate.title')} extra={control}>
      {prices ? (
        <>
          <Typography.Paragraph>
            <Typography.Text strong style={{ fontSize: 20 }}>
              {format.money(saving)}
            </Typography.Text>{' '}
            <Typography.Text type="secondary">{t('peaking.estimate.label')}</Typography.Text>
          </Typography.Paragraph>
          <Typography.Paragraph>
            {t('peaking.estimate.formula', {
              peak: format.quantity(peakEnergy, 'kWh'),
              share: format.percent(share * 100, 0),
              shifted: format.quantity(shifted, 'kWh'),
              peakPrice: format.money(prices.peak),
              valleyPrice: format.money(prices.valley),
              saving: format.money(saving),
            })}
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            {t('peaking.estimate.caveat')}
          </Typography.Paragraph>
        </>
      ) : (
        <Typography.Text type="secondary">{t('peaking.tou.none')}</Typography.Text>
      )}
    </Card>
  );
}

const round2 = (v: number) => Math.round(v * 100) / 100;
