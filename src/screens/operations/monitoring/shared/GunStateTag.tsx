import { useIntl } from 'react-intl';
import type { GunState } from '../../../../api/operations/monitoringTypes';
import { StatusTag } from '../../../../ui/status-tag/StatusTag';
import { GUN_TONE } from './states';

/** A gun's live state, in words and tone. */
export function GunStateTag({ state }: { state: GunState }) {
  const intl = useIntl();
  return <StatusTag tone={GUN_TONE[state]}>{intl.formatMessage({ id: `operations.monitoring.gun.${state}` })}</StatusTag>;
}
