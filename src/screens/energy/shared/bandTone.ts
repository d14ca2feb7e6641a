import type { TouBand } from '../../../api/energyTypes';
import type { Tone } from '../../../ui';

/** One colour language for time-of-use bands on every screen: dear is red, cheap is green. */
export const BAND_TONE: Record<TouBand, Tone> = { peak: 'error', flat: 'warning', valley: 'success' };
