import type { IntlShape } from 'react-intl';
import type { PileAction, StationMonitor } from '../../../../api/operations/monitoringTypes';
import type { CutNotice } from '../../../../ui/command';

const MINUTE = 60_000;

/**
 * What a pile command stops, from the station view the screen holds: a stop ends the car's
 * session (its kWh and minutes so far), a reset takes every gun of the pile down (those charging
 * with their kWh). Start and unlock cut nothing: undefined, they are sent at once.
 */
export function pileCutNotice(intl: IntlShape, monitor: StationMonitor | undefined, target: string, action: PileAction): CutNotice | undefined {
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const kwh = (energy: number | null) => intl.formatNumber(energy ?? 0, { maximumFractionDigits: 2 });
  const piles = monitor?.piles ?? [];
  if (action === 'stop') {
    const gun = piles.flatMap((p) => p.guns).find((g) => g.did === target);
    if (!gun) return undefined;
    const since = gun.sessionStart ? Date.parse(gun.sessionStart) : Number.NaN;
    const now = Date.parse(monitor?.at ?? '');
    const minutes = Number.isFinite(since) && Number.isFinite(now) ? Math.max(0, Math.round((now - since) / MINUTE)) : 0;
    return {
      title: t('operations.ledger.cut.stop.title', { gun: gun.code }),
      text: t('operations.ledger.cut.stop.text', { energy: kwh(gun.energy), minutes }),
      okText: t('operations.ledger.cut.stop.ok'),
    };
  }
  if (action === 'reset') {
    const pile = piles.find((p) => p.did === target);
    if (!pile) return undefined;
    return {
      title: t('operations.ledger.cut.reset.title', { pile: pile.code }),
      text: t('operations.ledger.cut.reset.text', { count: pile.guns.length }),
      items: pile.guns.map((g) => ({
        key: g.did,
        content: g.energy === null ? g.code : t('operations.ledger.cut.reset.charging', { gun: g.code, energy: kwh(g.energy) }),
      })),
      okText: t('operations.ledger.cut.reset.ok'),
    };
  }
  return undefined;
}
