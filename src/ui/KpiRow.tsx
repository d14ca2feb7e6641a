import { Col, Row } from 'antd';
import { KpiCard, type KpiCardProps } from './KpiCard';

/** One KPI card of a KpiRow; `key` is its React key. */
export type KpiItem = KpiCardProps & { key: string };

/** A responsive row of KPI cards (up to 5 across on wide screens, 2 on narrow, 1 on phones). */
export function KpiRow({ items }: { items: KpiItem[] }) {
  // Five do not divide the 24-column grid: they share the row by flex instead, equally and
  // allowed to shrink below their content (min-width 0), so a long figure wraps in its card
  // instead of pushing the fifth card onto a row of its own.
  const five = items.length === 5;
  const wide = five ? { flex: '1 1 0' } : 24 / Math.min(4, Math.max(1, items.length));
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 12 }} data-kpi-row={items.length}>
      {items.map(({ key, ...card }) => (
        <Col key={key} xs={24} sm={12} xl={wide} style={{ minWidth: 0 }}>
          <KpiCard {...card} />
        </Col>
      ))}
    </Row>
  );
}
