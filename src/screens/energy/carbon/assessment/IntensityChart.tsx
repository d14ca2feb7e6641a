import { Card } from 'antd';
import { useIntl } from 'react-intl';
import { LazyChart } from '../../../../ui';
import { useEnergy } from '../../shared/EnergyFrame';
import type { AssessedBuilding } from '../model/assessment';

const COLORS = { A: '#52c41a', B: '#faad14', C: '#f5222d', none: '#bfbfbf' } as const;

/** Carbon intensity of each building as bars coloured by rating, with its two benchmarks. */
export function IntensityChart({ buildings }: { buildings: AssessedBuilding[] }) {
  const intl = useIntl();
  const { format } = useEnergy();
  const t = (id: string) => intl.formatMessage({ id });
  const title = t('carbon.assessment.chart.title');
  const fmt = (v: unknown) => (typeof v === 'number' ? `${format.number(v, 1)} kgCO2/m²` : '—');
  return (
    <Card size="small" title={title}>
      <LazyChart
        height={320}
        aria-label={title}
        option={{
          tooltip: { trigger: 'axis', valueFormatter: fmt },
          legend: { bottom: 0 },
          grid: { left: 56, right: 16, top: 24, bottom: 64 },
          xAxis: { type: 'category', data: buildings.map((b) => b.name), axisLabel: { interval: 0, rotate: buildings.length > 6 ? 30 : 0 } },
          yAxis: { type: 'value', name: 'kgCO2/m²' },
          series: [
            {
              type: 'bar',
              name: t('carbon.assessment.col.intensity'),
              barMaxWidth: 36,
              data: buildings.map((b) => ({ value: Math.round(b.intensity * 10) / 10, itemStyle: { color: COLORS[b.rating] } })),
            },
            { type: 'line', name: t('carbon.assessment.col.guide'), data: buildings.map((b) => b.benchmark.guide), lineStyle: { type: 'dashed' }, color: '#52c41a' },
            { type: 'line', name: t('carbon.assessment.col.constraint'), data: buildings.map((b) => b.benchmark.constraint), lineStyle: { type: 'dashed' }, color: '#f5222d' },
          ],
        }}
      />
    </Card>
  );
}
