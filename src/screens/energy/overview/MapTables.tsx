import { Button, Card, theme } from 'antd';
import { useIntl } from 'react-intl';
import type { AggRow } from '../../../api/energyTypes';
import type { BusinessInfo } from '../../../api/types';
import { changePercent } from '../../../lib/carbon';
import { StatusTag, Table } from '../../../ui';
import type { Compared } from '../shared/comparison';
import { rowOf } from './kpis';
import { usePortfolio } from './PortfolioFrame';

interface ProvinceLine {
  code: string;
  name: string;
  stores: number;
  tce: number;
  carbon: number;
}

/** Provinces with their stores and totals; choosing one narrows the map and the list to it. */
export function ProvinceTable({ stores, rows, selected, onSelect }: { stores: BusinessInfo[]; rows: AggRow[]; selected: string | null; onSelect: (code: string) => void }) {
  const intl = useIntl();
  const { format } = usePortfolio();
  const { token } = theme.useToken();
  const t = (id: string) => intl.formatMessage({ id });
  const lines = new Map<string, ProvinceLine>();
  for (const s of stores) {
    const line = lines.get(s.provincecode) ?? { code: s.provincecode, name: s.province, stores: 0, tce: 0, carbon: 0 };
    const row = rows.find((r) => r.key === s.did);
    line.stores += 1;
    line.tce += row?.tce ?? 0;
    line.carbon += row?.carbon ?? 0;
    lines.set(s.provincecode, line);
  }
  return (
    <Card size="small" title={t('overview.map.provinces')}>
      <Table<ProvinceLine>
        aria-label={t('overview.map.provinces')}
        size="small"
        rowKey="code"
        pagination={false}
        dataSource={[...lines.values()].sort((a, b) => b.tce - a.tce)}
        onRow={(l) => ({ style: l.code === selected ? { background: token.controlItemBgActive } : undefined })}
        columns={[
          {
            key: 'name',
            title: t('overview.col.province'),
            render: (_, l) => (
              <Button type="link" size="small" style={{ padding: 0 }} aria-pressed={l.code === selected} onClick={() => onSelect(l.code)}>
                {l.name}
              </Button>
            ),
          },
          { key: 'stores', dataIndex: 'stores', title: t('overview.col.stores'), align: 'right' },
          { key: 'tce', title: t('overview.col.tce'), align: 'right', render: (_, l) => format.number(l.tce, 3) },
          { key: 'carbon', title: t('overview.col.carbon'), align: 'right', render: (_, l) => format.carbon(l.carbon) },
        ]}
      />
    </Card>
  );
}

interface StoreLine {
  did: string;
  name: string;
  place: string;
  tce: number;
  yoy: number | null;
  carbon: number;
}

/** The stores shown on the map, each with a button that makes it the selected store. */
export function StoreList({ stores, data, current, onSelect }: { stores: BusinessInfo[]; data: Compared; current: string; onSelect: (did: string) => void }) {
  const intl = useIntl();
  const { format } = usePortfolio();
  const t = (id: string) => intl.formatMessage({ id });
  const lines: StoreLine[] = stores.map((s) => {
    const row = rowOf(data.current, s.did);
    const before = rowOf(data.yoy, s.did);
    return {
      did: s.did,
      name: s.name,
      place: [s.province, s.city].filter(Boolean).join(' · '),
      tce: row?.tce ?? 0,
      yoy: row && before ? changePercent(row.tce, before.tce) : null,
      carbon: row?.carbon ?? 0,
    };
  });
  return (
    <Card size="small" title={t('overview.map.stores')}>
      <Table<StoreLine>
        aria-label={t('overview.map.stores')}
        size="small"
        rowKey="did"
        pagination={false}
        dataSource={lines}
        columns={[
          { key: 'name', dataIndex: 'name', title: t('overview.col.store') },
          { key: 'place', dataIndex: 'place', title: t('overview.col.place') },
          { key: 'tce', title: t('overview.col.tce'), align: 'right', sorter: (a, b) => a.tce - b.tce, render: (_, l) => format.number(l.tce, 3) },
          { key: 'yoy', title: t('overview.col.yoy'), align: 'right', render: (_, l) => (l.yoy === null ? '—' : `${l.yoy > 0 ? '+' : ''}${format.percent(l.yoy)}`) },
          { key: 'carbon', title: t('overview.col.carbon'), align: 'right', render: (_, l) => format.carbon(l.carbon) },
          {
            key: 'select',
            title: t('overview.map.select'),
            render: (_, l) =>
              l.did === current ? (
                <StatusTag tone="info">{t('overview.map.current')}</StatusTag>
              ) : (
                <Button size="small" onClick={() => onSelect(l.did)} aria-label={intl.formatMessage({ id: 'overview.map.selectStore' }, { name: l.name })}>
                  {t('overview.map.select')}
                </Button>
              ),
          },
        ]}
      />
    </Card>
  );
}
