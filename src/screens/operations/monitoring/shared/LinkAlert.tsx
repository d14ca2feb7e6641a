import { instantForm } from '../../../../lib/dateText';
import { Alert } from 'antd';
import { useIntl } from 'react-intl';
import type { StationMonitor } from '../../../../api/operations/monitoringTypes';

/** Says so while the station's link is down (before and after the rule turns it into an alarm). */
export function LinkAlert({ monitor }: { monitor: StationMonitor }) {
  const intl = useIntl();
  if (monitor.link.up || !monitor.link.downSince) return null;
  const since = instantForm(intl, monitor.link.downSince, { hour: '2-digit', minute: '2-digit', second: '2-digit' }, monitor.zone);
  return <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={intl.formatMessage({ id: 'operations.monitoring.linkDown' }, { since })} />;
}
