import { Card, Empty, Progress } from 'antd';
import { useIntl } from 'react-intl';

export interface RankingItem {
  key: string;
  name: string;
  value: number;
}

/** A ranking as labelled bars, largest first; plain DOM, so it reads well without a chart. */
export function RankingBars({ title, items, format, limit = 10 }: { title: string; items: RankingItem[]; format: (value: number) => string; limit?: number }) {
  const intl = useIntl();
  const sorted = [...items].sort((a, b) => b.value - a.value).slice(0, limit);
  const max = sorted[0]?.value ?? 0;
  return (
    <Card size="small" title={title}>
      {sorted.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={intl.formatMessage({ id: 'energy.noData' })} />
      ) : (
        <ol style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={title}>
          {sorted.map((item, index) => (
            <li key={item.key} style={{ marginBottom: 6 }}>
              <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, fontSize: 13 }}>
                <span>
                  {index + 1}. {item.name}
                </span>
                <span style={{ fontVariantNumeric: 'tabular-nums' }}>{format(item.value)}</span>
              </div>
              <Progress percent={max > 0 ? (item.value / max) * 100 : 0} showInfo={false} size="small" aria-hidden />
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
