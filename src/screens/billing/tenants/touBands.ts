import type { TouBand } from '../../../api/energyTypes';

export const BAND_ORDER: readonly TouBand[] = ['peak', 'flat', 'valley'];

const clock = (hour: number) => `${String(hour % 24).padStart(2, '0')}:00`;

/**
 * The hour ranges of each band from the band of each hour (0–23), a range across midnight kept
 * whole: valley 23:00–07:00, peak 08:00–11:00 and 18:00–21:00…
 */
export function bandRanges(hours: readonly TouBand[]): Record<TouBand, string[]> {
  const out: Record<TouBand, string[]> = { peak: [], flat: [], valley: [] };
  if (hours.length !== 24) return out;
  // Start at an hour where the band changes, so no range is cut at midnight.
  const first = hours.findIndex((band, hour) => band !== hours[(hour + 23) % 24]);
  if (first < 0) {
    out[hours[0]!].push(`${clock(0)}–${clock(24)}`);
    return out;
  }
  let start = first;
  for (let step = 1; step <= 24; step += 1) {
    const hour = (first + step) % 24;
    if (hours[hour] !== hours[start]) {
      out[hours[start]!].push(`${clock(start)}–${clock(hour)}`);
      start = hour;
    }
  }
  return out;
}
