import { Col, Row } from 'antd';
import { KpiCard, type KpiCardProps } from './KpiCard';

/** One KPI card of a KpiRow; `key` is its React key. */
export type KpiItem = KpiCardProps & { key: string };

/** A responsive row of KPI cards (4 across on wide screens, 2 on narrow, 1 on phones). */
export function KpiRow({ items }: { items: KpiItem[] }) {
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 12 }}>
      {items.map(({ key, ...card }) => (
        <Col key={key} xs={24} sm={12} xl={24 / Math.min(4, Math.max(1, items.length))}>
          <KpiCard {...card} />
        </Col>
      ))}
    </Row>
  );
}
