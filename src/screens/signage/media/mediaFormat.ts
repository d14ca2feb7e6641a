import { stampText } from '../../../lib/dateText';
import type { IntlShape } from 'react-intl';
import type { MediaItem } from '../../../api/signage/types';

/** 1.5 s, 3:25 (minutes and seconds from a minute on); '' when the browser could not read it. */
export function durationText(intl: IntlShape, ms: number | null): string {
  if (ms === null) return '';
  const seconds = ms / 1000;
  if (seconds < 60) return intl.formatNumber(seconds, { style: 'unit', unit: 'second', unitDisplay: 'short', maximumFractionDigits: 1 });
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** 1920 × 1080; '' without pixels (audio, or not read). */
export function resolutionText(item: Pick<MediaItem, 'width' | 'height'>): string {
  return item.width && item.height ? `${item.width} × ${item.height}` : '';
}

/** 12 KB, 3.4 MB in the user's locale. */
export function sizeText(intl: IntlShape, bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return intl.formatNumber(mb, { style: 'unit', unit: 'megabyte', unitDisplay: 'short', maximumFractionDigits: 1 });
  return intl.formatNumber(Math.max(1, Math.round(bytes / 1024)), { style: 'unit', unit: 'kilobyte', unitDisplay: 'short' });
}

/** When it was added, in the store's zone (the intl's), by locale. */
export function addedText(intl: IntlShape, iso: string): string {
  return stampText(intl, iso);
}
