/**
 * State-of-charge estimate of a battery from its metered charge and discharge energy.
 *
 * SOC is not metered, so it is reconstructed: the hourly net energy (charge − discharge) is
 * integrated through the day, and the running level is placed so that its lowest point sits at
 * `floorPercent` of the capacity (the battery is taken to be at its lower limit at the emptiest
 * moment of the day). The result is limited to 0..100 %; conversion losses are ignored, so the
 * curve is an estimate of the energy content, not a BMS reading.
 */
export interface SocEstimate {
  /** Estimated SOC at the end of each hour, percent; null where neither meter had a reading. */
  percent: Array<number | null>;
  /** The hour index of the day's lowest level (before the first hour = -1). */
  lowestAt: number;
}

export function estimateSoc(
  charge: ReadonlyArray<number | null>,
  discharge: ReadonlyArray<number | null>,
  capacityKwh: number,
  floorPercent = 0,
): SocEstimate {
  const length = Math.max(charge.length, discharge.length);
  if (!(capacityKwh > 0) || length === 0) return { percent: new Array<number | null>(length).fill(null), lowestAt: -1 };
  const level: number[] = [];
  const known: boolean[] = [];
  let running = 0;
  let lowest = 0;
  let lowestAt = -1;
  for (let i = 0; i < length; i += 1) {
    const c = charge[i];
    const d = discharge[i];
    const hasC = typeof c === 'number' && Number.isFinite(c);
    const hasD = typeof d === 'number' && Number.isFinite(d);
    running += (hasC ? c : 0) - (hasD ? d : 0);
    level.push(running);
    known.push(hasC || hasD);
    if (running < lowest) {
      lowest = running;
      lowestAt = i;
    }
  }
  const offset = (floorPercent / 100) * capacityKwh - lowest;
  const percent = level.map((v, i) => (known[i] ? Math.min(100, Math.max(0, ((v + offset) / capacityKwh) * 100)) : null));
  return { percent, lowestAt };
}
