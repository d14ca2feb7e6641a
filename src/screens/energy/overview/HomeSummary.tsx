import { Card } from 'antd';
import { useIntl } from 'react-intl';
import type { AggAnswer } from '../../../api/energyTypes';
import { changePercent } from '../../../lib/carbon';
import { useEnergy } from '../shared/EnergyFrame';
import type { Compared } from '../shared/comparison';
import { rowOf } from './kpis';

/**
 * A plain-language summary of the period, built only from the figures above it: no alerts or
 * advice the data does not support.
 */
export function HomeSummary({ data, buildings }: { data: Compared; buildings: AggAnswer | null }) {
  const intl = useIntl();
  const { config, period, format } = useEnergy();
  const electricity = rowOf(data.current, 'electricity');
  const yoyChange = electricity ? changePercent(electricity.energy, rowOf(data.yoy, 'electricity')?.energy) : null;
  const top = buildings ? [...buildings.rows].sort((a, b) => b.tce - a.tce)[0] : undefined;
  const online = config.meters.filter((m) => m.online).length;
  const sentences: string[] = [];
  if (electricity) {
    sentences.push(
      intl.formatMessage(
        { id: 'overview.summary.electricity' },
        {
          from: format.day(period.start),
          to: format.day(period.end),
          amount: format.quantity(electricity.energy, 'kWh'),
          direction: yoyChange === null ? 'none' : yoyChange > 0.5 ? 'up' : yoyChange < -0.5 ? 'down' : 'flat',
          change: format.percent(Math.abs(yoyChange ?? 0)),
        },
      ),
    );
    if (electricity.green > 0) {
      sentences.push(
        intl.formatMessage(
          { id: 'overview.summary.green' },
          { green: format.quantity(electricity.green, 'kWh'), share: format.percent((electricity.green / electricity.energy) * 100) },
        ),
      );
    }
  }
  sentences.push(intl.formatMessage({ id: 'overview.summary.carbon' }, { carbon: format.carbon(data.current.total.carbon), cost: format.money(data.current.total.cost) }));
  if (top && buildings && buildings.total.tce > 0) {
    sentences.push(intl.formatMessage({ id: 'overview.summary.topBuilding' }, { name: top.name, share: format.percent((top.tce / buildings.total.tce) * 100) }));
  }
  sentences.push(
    intl.formatMessage({ id: 'overview.summary.meters' }, { online, total: config.meters.length, from: format.day(config.dataFrom), to: format.day(config.dataTo) }),
  );
  return (
    <Card size="small" title={intl.formatMessage({ id: 'overview.summary.title' })}>
      {/* A plain paragraph: antd Typography would add TextArea to the home route (see HomeScreen's Welcome). */}
      <p style={{ margin: 0 }} data-testid="home-summary">
        {sentences.join(' ')}
      </p>
    </Card>
  );
}
