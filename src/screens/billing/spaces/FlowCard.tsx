import { Alert, Card, Select, Space, theme } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { monthText } from '../../../lib/dateText';
import type { FlowNode, SpaceRoom } from '../../../api/billing/spacesTypes';
import { useStores } from '../../../stores/context';
import { SankeyChart } from '../../../ui/chart/SankeyChart';
import { useResource } from '../../../ui/resource/useResource';
import { billingApi } from '../../../api/billing';

/**
 * Where the room's energy came from in a month (meters → shares → room), as a Sankey with a
 * table beside it for screen readers and exact figures. The room's total is what its bills count.
 */
export const FlowCard = observer(function FlowCard({ room, pid, month, months, onMonth, version }: { room: SpaceRoom; pid: string; month: string; months: string[]; onMonth: (m: string) => void; version: number }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api } = useStores();
  const { token } = theme.useToken();
  const flow = useResource((signal) => billingApi(api).spaces.flow({ pid, space: room.did, month }, { signal, silent: true }), [api, pid, room.did, month, version]);
  const value = flow.value?.space === room.did ? flow.value : undefined;
  const kwh = (v: number) => intl.formatNumber(v, { maximumFractionDigits: 2 });
  // A plain table: a few rows that screen readers read beside the chart.
  const columns: Array<{ key: string; title: string; align?: 'right'; cell: (n: FlowNode) => string }> = [
    { key: 'name', title: t('billing.spaces.flowNode'), cell: (n) => (n.kind === 'share' ? t('billing.spaces.shareOf', { meter: n.name, percent: intl.formatNumber(n.percent ?? 0, { maximumFractionDigits: 4 }) }) : n.name) },
    { key: 'kind', title: t('billing.spaces.flowKind'), cell: (n) => t(`billing.spaces.flowKind.${n.kind}`) },
    { key: 'kwh', title: t('billing.spaces.kwh'), align: 'right', cell: (n) => kwh(n.kwh) },
  ];
  return (
    <Card
      size="small"
      title={t('billing.spaces.flowTitle', { room: room.name })}
      extra={<Select aria-label={t('billing.spaces.month')} style={{ width: 130 }} value={month} onChange={onMonth} options={months.map((m) => ({ value: m, label: monthText(intl, m) }))} />}
    >
      {flow.status === 'error' && !value ? (
        <Alert type="error" showIcon title={t('billing.spaces.flowFailed')} />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <SankeyChart
            aria-label={t('billing.spaces.flowChart', { room: room.name, month })}
            loading={!value}
            unit="kWh"
            height={260}
            nodes={(value?.nodes ?? []).map((n) => ({ key: n.key, name: n.kind === 'share' ? `${n.name} ${intl.formatNumber(n.percent ?? 0, { maximumFractionDigits: 2 })} %` : n.name, value: n.kwh }))}
            links={(value?.links ?? []).map((l) => ({ source: l.source, target: l.target, value: l.kwh }))}
          />
          {value ? (
            <table aria-label={t('billing.spaces.flowTable', { month })} style={{ width: '100%', borderCollapse: 'collapse' }}>
              <thead>
                <tr>
                  {columns.map((c) => <th key={c.key} scope="col" style={{ textAlign: c.align ?? 'left', padding: '4px 8px', borderBottom: `1px solid ${token.colorBorderSecondary}` }}>{c.title}</th>)}
                </tr>
              </thead>
              <tbody>
                {value.nodes.map((n) => (
                  <tr key={n.key} data-row-key={n.key}>
                    {columns.map((c) => <td key={c.key} style={{ textAlign: c.align ?? 'left', padding: '4px 8px', borderBottom: `1px solid ${token.colorBorderSecondary}` }}>{c.cell(n)}</td>)}
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </Space>
      )}
    </Card>
  );
});
