import { stampText } from '../../../../lib/dateText';
import { Button, Space } from 'antd';
import { useIntl } from 'react-intl';
import type { Slip } from '../../../../api/operations/assetsTypes';
import { Table } from '../../../../ui/data-table/Table';

/** While the print view is mounted, printing shows only it: the stylesheet goes with the view. */
const PRINT_CSS = `@media print {
  body * { visibility: hidden; }
  [data-print-slip], [data-print-slip] * { visibility: visible; }
  [data-print-slip] { position: absolute; inset: 0; padding: 16px; }
  [data-print-slip] [data-no-print] { display: none; }
}`;

/** A slip as a printable document: header, lines, total; "Print" opens the browser's print dialog. */
export function SlipPrint({ slip, onBack }: { slip: Slip; onBack: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const when = (at: string) => (at ? stampText(intl, at, slip.zone) : '—');
  const title = t('operations.assets.slip.printTitle', { number: slip.number });
  return (
    <section data-print-slip aria-label={title}>
      <style>{PRINT_CSS}</style>
      <Space data-no-print style={{ marginBottom: 12 }}>
        <Button onClick={onBack}>{t('operations.assets.slip.back')}</Button>
        <Button type="primary" onClick={() => window.print()}>
          {t('operations.assets.slip.print')}
        </Button>
      </Space>
      <h2>{title}</h2>
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px' }}>
        <dt>{t('operations.assets.slip.supplier')}</dt>
        <dd>{slip.supplier}</dd>
        <dt>{t('operations.assets.slip.state')}</dt>
        <dd>{t(`operations.assets.slip.state.${slip.state}`)}</dd>
        <dt>{t('operations.assets.slip.created')}</dt>
        <dd>{`${when(slip.createtime)} · ${slip.author}`}</dd>
        <dt>{t('operations.assets.slip.posted')}</dt>
        <dd>{when(slip.postedtime)}</dd>
      </dl>
      <Table
        aria-label={t('operations.assets.slip.lines')}
        size="small"
        rowKey="key"
        dataSource={slip.lines.map((l, i) => ({ ...l, key: String(i) }))}
        pagination={false}
        columns={[
          { key: 'part', dataIndex: 'partname', title: t('operations.assets.slip.part') },
          { key: 'model', dataIndex: 'model', title: t('operations.assets.slip.model') },
          { key: 'storeroom', dataIndex: 'storeroomname', title: t('operations.assets.slip.storeroom') },
          { key: 'quantity', title: t('operations.assets.slip.quantity'), align: 'right', render: (_v, l) => `${intl.formatNumber(l.quantity)} ${l.unit}` },
        ]}
        summary={() => (
          <tr>
            <td colSpan={3}>{t('operations.assets.slip.total')}</td>
            <td style={{ textAlign: 'right' }}>{intl.formatNumber(slip.quantity)}</td>
          </tr>
        )}
      />
    </section>
  );
}
