import type { IntlShape } from 'react-intl';
import { monthText, shortDayText } from '../../lib/dateText';

// Short axis labels for the buckets of api/energyTypes' SeriesAnswer.

export type BucketInterval = 'hour' | 'day' | 'week' | 'month';

/**
 * The interval of a bucket list: hours carry a time ('YYYY-MM-DDTHH:00'); days that are all the
 * first of a month, at least two of them, are months; anything else is days.
 */
export function inferInterval(buckets: readonly string[]): BucketInterval {
  const first = buckets[0];
  if (first === undefined) return 'day';
  if (first.includes('T')) return 'hour';
  if (buckets.length >= 2 && buckets.every((b) => b.endsWith('-01'))) return 'month';
  return 'day';
}

/** A bucket as a short axis label, days and months as the language writes them: 'MM-DD HH:00' for hours, 'MM-DD' for days and weeks, 'YYYY-MM' for months; Thai '01/02 08:00', '01/02', '02/2028'. */
export function bucketText(intl: Pick<IntlShape, 'locale'>, bucket: string, interval: BucketInterval): string {
  if (interval === 'hour') return `${shortDayText(intl, bucket)} ${bucket.slice(11, 16)}`;
  if (interval === 'month') return monthText(intl, bucket.slice(0, 7));
  return shortDayText(intl, bucket);
}
