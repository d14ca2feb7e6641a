import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { EnergyType } from '../../../../api/energyTypes';
import { changePercent, scaleUnit } from '../../../../lib/carbon';
import { LazyChart } from '../../../../ui';
import { useEnergyFormat } from '../../../../ui/format/useEnergyFormat';
import { greenShare, typeRow, type CockpitData, type CockpitVariant } from './cockpitData';
import { INK, MUTED, PALETTE, Panel, RankList, Tile } from './Panels';

const axisStyle = { axisLine: { lineStyle: { color: MUTED } }, axisLabel: { color: INK, fontSize: 16 }, splitLine: { lineStyle: { color: 'rgba(255,255,255,0.08)' } } };

/** The wall's figures and charts for one answer; the variant picks carbon or energy (tce) as the measure. */
export const CockpitBoard = observer(function CockpitBoard({ data, variant, storeCount }: { data: CockpitData; variant: CockpitVariant; storeCount: number }) {
  const intl = useIntl();
  const format = useEnergyFormat(data.fx);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const carbon = variant === 'carbon';
  const measure = (row: { carbon: number; tce: number }) => (carbon ? row.carbon : row.tce);
  const show = (value: number) => {
    const scaled = carbon ? scaleUnit(value, 'kgCO2') : { value, unit: 'tce' };
    return { value: format.number(scaled.value, scaled.value >= 100 ? 0 : 2), unit: scaled.unit };
  };
  const day = show(measure(data.day.total));
  const month = show(measure(data.month.total));
  const change = data.monthLastYear ? changePercent(measure(data.month.total), measure(data.monthLastYear.total)) : null;
  const electricity = typeRow(data.month, 'electricity');
  const unitLabel = carbon ? 'kgCO2' : 'tce';
  const chartText = { color: INK, fontSize: 16 };
  const trendTitle = t(carbon ? 'carbon.cockpit.trend.carbon' : 'carbon.cockpit.trend.energy');
  const typeTitle = t(carbon ? 'carbon.cockpit.byType.carbon' : 'carbon.cockpit.byType.energy');
  const rankTitle = t(carbon ? 'carbon.cockpit.rank.carbon' : 'carbon.cockpit.rank.energy');

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 20, height: '100%' }}>
      <div style={{ display: 'flex', gap: 20, height: 170 }}>
        <Tile title={t('carbon.cockpit.lastDay', { day: format.day(data.lastDay) })} value={day.value} unit={day.unit} />
        <Tile title={t('carbon.cockpit.month', { start: format.day(data.monthStart), end: format.day(data.lastDay) })} value={month.value} unit={month.unit} />
        <Tile
          title={t('carbon.cockpit.vsLastYear')}
          value={change === null ? '—' : `${change > 0 ? '+' : ''}${format.number(change, 1)}`}
          unit={change === null ? undefined : '%'}
          tone={change === null ? undefined : change <= 0 ? 'good' : 'bad'}
          note={change === null ? t('carbon.cockpit.noLastYear') : undefined}
        />
        {carbon ? (
          <Tile title={t('carbon.kpi.green')} value={format.number(greenShare(data.month), 1)} unit="%" note={electricity ? format.quantity(electricity.green, 'kWh') : undefined} />
        ) : (
          <Tile title={t('carbon.cockpit.cost')} value={format.money(data.month.total.cost)} note={electricity ? format.quantity(electricity.energy, 'kWh') : undefined} />
        )}
        <Tile title={t('carbon.cockpit.stores')} value={format.number(storeCount, 0)} />
      </div>
      <div style={{ display: 'flex', gap: 20, flex: 1, minHeight: 0 }}>
        <Panel title={rankTitle} style={{ width: 560 }}>
          <RankList label={rankTitle} items={data.stores.rows.map((r) => ({ key: r.key, name: r.name, value: measure(r) }))} format={(v) => (carbon ? format.carbon(v) : `${format.number(v)} tce`)} />
        </Panel>
        <Panel title={trendTitle} style={{ flex: 1 }}>
          <LazyChart
            height={660}
            aria-label={trendTitle}
            option={{
              tooltip: { trigger: 'axis' },
              grid: { left: 90, right: 24, top: 40, bottom: 48 },
              xAxis: { type: 'category', data: data.trend.rows.map((r) => format.month(r.key.slice(0, 7))), ...axisStyle },
              yAxis: { type: 'value', name: unitLabel, nameTextStyle: chartText, ...axisStyle },
              series: [{ type: 'bar', name: trendTitle, data: data.trend.rows.map((r) => Math.round(measure(r) * 100) / 100), itemStyle: { color: PALETTE[1], borderRadius: [4, 4, 0, 0] }, barMaxWidth: 40 }],
            }}
          />
        </Panel>
        <Panel title={typeTitle} style={{ width: 520 }}>
          <LazyChart
            height={660}
            aria-label={typeTitle}
            option={{
              color: PALETTE,
              tooltip: { trigger: 'item' },
              legend: { bottom: 0, textStyle: chartText },
              series: [
                {
                  type: 'pie',
                  radius: ['38%', '64%'],
                  label: { color: INK, fontSize: 16, formatter: '{b}\n{d}%' },
                  data: data.month.rows.map((r) => ({ name: format.energyType((r.energytype ?? r.key) as EnergyType), value: Math.round(measure(r) * 100) / 100 })),
                },
              ],
            }}
          />
        </Panel>
      </div>
    </div>
  );
});
