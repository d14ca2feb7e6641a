import { Card, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { useEnergy } from '../shared/EnergyFrame';
import type { PvRevenue, RevenueLine } from './pvRevenue';
import { useUnitPrice } from './useUnitPrice';
import { Table } from '../../../ui';

/** The PV revenue, line by line (self-use per TOU band, export), in the language's currency. */
export function RevenueCard({ revenue }: { revenue: PvRevenue }) {
  const intl = useIntl();
  const { format } = useEnergy();
  const unitPrice = useUnitPrice(format);
  const title = intl.formatMessage({ id: 'assets.pvgen.revenue' });
  const label = (key: RevenueLine['key']) =>
    key === 'export' ? intl.formatMessage({ id: 'assets.pvgen.line.export' }) : intl.formatMessage({ id: 'assets.pvgen.line.self' }, { band: intl.formatMessage({ id: `assets.band.${key}` }) });
  return (
    <Card size="small" title={title}>
      <Table<RevenueLine>
        size="small"
        rowKey="key"
        pagination={false}
        aria-label={title}
        dataSource={revenue.lines}
        columns={[
          { key: 'line', title: intl.formatMessage({ id: 'assets.col.item' }), render: (_, r) => label(r.key) },
          { key: 'energy', title: intl.formatMessage({ id: 'assets.col.energy' }), align: 'right', render: (_, r) => format.quantity(r.energy, 'kWh') },
          { key: 'price', title: intl.formatMessage({ id: 'assets.col.price' }), align: 'right', render: (_, r) => unitPrice(r.price) },
          { key: 'amount', title: intl.formatMessage({ id: 'assets.col.amount' }), align: 'right', render: (_, r) => format.money(r.amount) },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={3}>
              <strong>{intl.formatMessage({ id: 'assets.total' })}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="right">
              <strong data-testid="pv-revenue-total">{format.money(revenue.total)}</strong>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        {intl.formatMessage({ id: 'assets.pvgen.revenueExplain' })}
      </Typography.Paragraph>
    </Card>
  );
}
