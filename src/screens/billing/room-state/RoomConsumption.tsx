import { monthTitle } from '../../../lib/dateText';
import { Descriptions, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useStores } from '../../../stores/context';
import { useResource } from '../../../ui/resource/useResource';
import { billingApi } from '../../../api/billing';

const previousMonth = (month: string) => {
  const [y = 0, m = 1] = month.split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
};

/**
 * The room's billed energy in the latest whole month with meter data and the month before (the
 * meters' data ends before today: the month is named so nobody reads it as the current one).
 */
export const RoomConsumption = observer(function RoomConsumption({ pid, space, month }: { pid: string; space: string; month: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { api } = useStores();
  const last = previousMonth(month);
  const kwh = useResource(
    async (signal) => {
      const [a, b] = await Promise.all([billingApi(api).spaces.flow({ pid, space, month }, { signal, silent: true }), billingApi(api).spaces.flow({ pid, space, month: last }, { signal, silent: true })]);
      return { space, now: a.total, before: b.total };
    },
    [api, pid, space, month, last],
  );
  const name = (m: string) => monthTitle(intl, m);
  const value = kwh.value?.space === space ? kwh.value : undefined;
  const show = (v: number | undefined) => (kwh.status === 'error' && !value ? t('billing.roomState.kwhFailed') : v === undefined ? '…' : `${intl.formatNumber(v, { maximumFractionDigits: 2 })} kWh`);
  return (
    <>
      <Descriptions size="small" column={1} title={t('billing.roomState.consumption')} items={[
        { key: 'now', label: name(month), children: show(value?.now) },
        { key: 'before', label: name(last), children: show(value?.before) },
      ]} />
      <Typography.Text type="secondary">{t('billing.roomState.dataNote', { month: name(month) })}</Typography.Text>
    </>
  );
});
