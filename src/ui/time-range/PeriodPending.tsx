import { Skeleton } from 'antd';
import { useIntl } from 'react-intl';

/** Where the period picker goes while the server's days with data load: a loading state, never a made-up period. */
export function PeriodPending() {
  const intl = useIntl();
  return (
    <span role="status" aria-label={intl.formatMessage({ id: 'ui.period.loading' })}>
      <Skeleton.Input active size="small" style={{ width: 320 }} />
    </span>
  );
}
