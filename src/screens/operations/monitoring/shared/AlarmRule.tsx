import { Alert } from 'antd';
import { useIntl } from 'react-intl';
import { ALARM_RULE } from '../../../../api/operations/monitoringTypes';

/** The alarm rule in words, on every screen that shows alarms: people know why a short drop raised nothing. */
export function AlarmRule() {
  const intl = useIntl();
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 12 }}
      title={intl.formatMessage({ id: 'operations.monitoring.rule.title' })}
      description={intl.formatMessage({ id: 'operations.monitoring.rule.text' }, { link: ALARM_RULE.linkDownMinutes, error: ALARM_RULE.connectorErrorMinutes, boot: ALARM_RULE.bootIgnoreSeconds })}
    />
  );
}
