import { instantForm } from '../../../../lib/dateText';
import { useIntl } from 'react-intl';
import type { MonitoringAlarm } from '../../../../api/operations/monitoringTypes';
import { EmptyData } from '../../../../ui/EmptyData';

/** The station's live alarms after the rule: what, which equipment, since when (station time). */
export function AlarmList({ alarms, zone }: { alarms: MonitoringAlarm[]; zone: string }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'operations.monitoring.alarms' });
  if (alarms.length === 0) return <EmptyData description={intl.formatMessage({ id: 'operations.monitoring.noAlarms' })} />;
  return (
    <ul aria-label={title} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {alarms.map((a) => (
        <li key={a.id} style={{ padding: '6px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
          {intl.formatMessage(
            { id: `operations.monitoring.alarm.${a.kind}` },
            { target: a.target, since: instantForm(intl, a.since, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }, zone) },
          )}
        </li>
      ))}
    </ul>
  );
}
