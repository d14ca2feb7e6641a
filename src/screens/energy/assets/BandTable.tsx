import { Alert, Card, Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { AggAnswer, TouBand } from '../../../api/energyTypes';
import { useEnergy } from '../shared/EnergyFrame';
import { bandPrice, tariffOn, TOU_BANDS } from './assetMeters';
import { useUnitPrice } from './useUnitPrice';
import { Table } from '../../../ui';

interface BandRow {
  band: TouBand;
  price: number;
  charge: number;
  discharge: number;
  cost: number;
  value: number;
}

/**
 * Storage energy by time-of-use band with the charge-in-valley / discharge-in-peak check and the
 * arbitrage income (the server's hourly-priced costs of each side).
 */
export function BandTable({ charge, discharge, income }: { charge: AggAnswer; discharge: AggAnswer; income: number }) {
  const intl = useIntl();
  const { config, period, format } = useEnergy();
  const unitPrice = useUnitPrice(format);
  const tariff = tariffOn(config.tariffs, 'electricity', period.end);
  const rows: BandRow[] = TOU_BANDS.map((band) => {
    const c = charge.rows.find((r) => r.key === band);
    const d = discharge.rows.find((r) => r.key === band);
    return { band, price: bandPrice(tariff, band), charge: c?.energy ?? 0, discharge: d?.energy ?? 0, cost: c?.cost ?? 0, value: d?.cost ?? 0 };
  });
  const outsideValley = rows.filter((r) => r.band !== 'valley').reduce((s, r) => s + r.charge, 0);
  const outsidePeak = rows.filter((r) => r.band !== 'peak').reduce((s, r) => s + r.discharge, 0);
  const title = intl.formatMessage({ id: 'assets.es.bands' });
  const band = (b: TouBand) => intl.formatMessage({ id: `assets.band.${b}` });
  return (
    <Card size="small" title={title}>
      <Table<BandRow>
        size="small"
        rowKey="band"
        pagination={false}
        aria-label={title}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'band', title: intl.formatMessage({ id: 'assets.col.band' }), render: (_, r) => band(r.band) },
          { key: 'price', title: intl.formatMessage({ id: 'assets.col.price' }), align: 'right', render: (_, r) => unitPrice(r.price) },
          { key: 'charge', title: intl.formatMessage({ id: 'assets.col.charge' }), align: 'right', render: (_, r) => format.quantity(r.charge, 'kWh') },
          { key: 'discharge', title: intl.formatMessage({ id: 'assets.col.discharge' }), align: 'right', render: (_, r) => format.quantity(r.discharge, 'kWh') },
          { key: 'net', title: intl.formatMessage({ id: 'assets.col.net' }), align: 'right', render: (_, r) => format.money(r.value - r.cost) },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={4}>
              <strong>{intl.formatMessage({ id: 'assets.es.kpi.income' })}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={4} align="right">
              <strong>{format.money(income)}</strong>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
      <div style={{ display: 'grid', gap: 8, marginTop: 8 }}>
        <Alert
          type={outsideValley > 0 ? 'warning' : 'success'}
          showIcon
          title={
            outsideValley > 0
              ? intl.formatMessage({ id: 'assets.es.check.chargeOutside' }, { value: format.quantity(outsideValley, 'kWh') })
              : intl.formatMessage({ id: 'assets.es.check.chargeOk' })
          }
        />
        <Alert
          type={outsidePeak > 0 ? 'warning' : 'success'}
          showIcon
          title={
            outsidePeak > 0
              ? intl.formatMessage({ id: 'assets.es.check.dischargeOutside' }, { value: format.quantity(outsidePeak, 'kWh') })
              : intl.formatMessage({ id: 'assets.es.check.dischargeOk' })
          }
        />
      </div>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        {intl.formatMessage({ id: 'assets.es.incomeExplain' })}
      </Typography.Paragraph>
    </Card>
  );
}
