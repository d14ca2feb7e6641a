import { Card, Empty, Progress } from 'antd';
import { useIntl } from 'react-intl';
import { rankTop, type RankingItem } from './rank';

/** A ranking as labelled bars, largest first; plain DOM, so it reads well without a chart. `empty` says why there is nothing to rank. */
export function RankingBars({ title, items, format, limit = 10, empty }: { title: string; items: RankingItem[]; format: (value: number) => string; limit?: number; empty?: string }) {
  const intl = useIntl();
  const rows = rankTop(items, limit);
  return (
    <Card size="small" title={title}>
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty ?? intl.formatMessage({ id: 'ranking.noData' })} />
      ) : (
        <ol style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={title}>
          {rows.map((row) => (
            <li key={row.key} style={{ marginBottom: 6 }}>
              <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, fontSize: 13 }}>
                <span>
                  {row.rank}. {row.name}
                </span>
                <span style={{ fontVariantNumeric: 'tabular-nums' }}>{format(row.value)}</span>
              </div>
              <Progress percent={row.share} showInfo={false} size="small" aria-hidden />
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
