import type { IntlShape } from 'react-intl';

/**
 * A play length as people read it, in their language: "31.5 sec" under a minute, "2 min 5 sec"
 * above (seconds to one decimal: audio clips are not whole seconds).
 */
export function playLengthText(intl: IntlShape, ms: number): string {
  const unit = (value: number, unit: 'second' | 'minute' | 'hour') => intl.formatNumber(value, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 });
  const seconds = Math.round(ms / 100) / 10;
  if (seconds < 60) return unit(seconds, 'second');
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = Math.round((seconds % 60) * 10) / 10;
  return [hours ? unit(hours, 'hour') : '', minutes ? unit(minutes, 'minute') : '', rest ? unit(rest, 'second') : ''].filter(Boolean).join(' ');
}
