import type { GunState, StationState } from '../../../../api/operations/monitoringTypes';
import type { Tone } from '../../../../ui/status-tag/tones';

/** A gun's state as a tag tone: power flowing or about to is info, a fault an error, no contact neutral. */
export const GUN_TONE: Record<GunState, Tone> = {
  idle: 'success',
  preparing: 'info',
  charging: 'info',
  finishing: 'info',
  faulted: 'error',
  offline: 'neutral',
};

/** A station's colour on the map (dark enough for white text on it in both themes). */
export const STATION_COLOR: Record<StationState, string> = {
  charging: '#0958d9',
  idle: '#237804',
  faulted: '#ad2102',
  offline: '#595959',
};

/** The worst of several states: a cluster shows its worst station. */
export const STATE_RANK: Record<StationState, number> = { offline: 3, faulted: 2, charging: 1, idle: 0 };
