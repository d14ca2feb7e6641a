import type { IntlShape } from 'react-intl';
import type { DeviceView } from '../../../api/devices/types';
import type { CutNotice } from '../../../ui/command';
import { criticalNoteText } from '../shared/deviceWords';

/** What switching off the circuits stops: each circuit (its space and load now), a critical one with what goes dark. */
export function powerOffNotice(intl: IntlShape, targets: readonly DeviceView[]): CutNotice {
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const critical = targets.filter((d) => d.power?.critical).length;
  return {
    title: critical ? t('devices.power.confirmTitle', { count: critical }) : t('devices.power.offTitle', { count: targets.length }),
    text: critical ? t('devices.power.confirmText', { total: targets.length }) : t('devices.power.offText', { count: targets.length }),
    items: targets.map((d) => ({
      key: d.did,
      content: (
        <>
          <strong>{d.name}</strong> ({d.spaceName}) · {intl.formatNumber(d.loadKw, { maximumFractionDigits: 1 })} kW
          {d.power?.critical ? `: ${criticalNoteText(intl, d) ?? t('devices.power.critical')}` : null}
        </>
      ),
    })),
    okText: t(critical ? 'devices.power.confirmOk' : 'devices.power.offOk'),
  };
}
