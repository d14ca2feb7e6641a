import { dateTimeText } from '../../../lib/dateText';
import { Card } from 'antd';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { AuditRow } from '../../../api/admin/auditTypes';
import { useStores } from '../../../stores/context';
import { Table } from '../../../ui/data-table/Table';
import { EmptyData } from '../../../ui/EmptyData';
import { useResource } from '../../../ui/resource/useResource';
import { auditApi } from '../../../api/admin/audit';
import { LoadFailed } from '../../../ui/LoadFailed';

/** When, in the store's zone and the reader's format. */
const timeText = (intl: ReturnType<typeof useIntl>, instant: string) =>
  dateTimeText(intl, instant, intl.timeZone, true);

/** One's last sign-ins, from the audit (a sign-in one does not recognise is the reason to change the password). */
export const SignInsCard = observer(function SignInsCard() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { api } = useStores();
  const signIns = useResource((signal) => auditApi(api).signIns({ signal, silent: true }), [api]);
  const rows = signIns.value;
  let body: ReactNode;
  if (!rows && signIns.status === 'error') {
    body = <LoadFailed title={t('admin.personal.signInsFailed')} onRetry={() => void signIns.reload()} />;
  } else if (rows && rows.length === 0) {
    body = <EmptyData description={t('admin.personal.noSignIns')} />;
  } else {
    body = (
      <Table<AuditRow>
        aria-label={t('admin.personal.signIns')}
        size="small"
        rowKey="seq"
        loading={!rows}
        pagination={false}
        dataSource={rows ?? []}
        columns={[
          { key: 'at', title: t('admin.audit.at'), render: (_, x) => timeText(intl, x.at) },
          { key: 'ip', title: t('admin.audit.ip'), render: (_, x) => x.ip || '—' },
        ]}
      />
    );
  }
  return (
    <Card size="small" title={t('admin.personal.signIns')}>
      {body}
    </Card>
  );
});
