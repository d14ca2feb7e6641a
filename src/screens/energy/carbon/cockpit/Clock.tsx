import { dateTimeText, instantForm } from '../../../../lib/dateText';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useStores } from '../../../../stores/context';

/** The wall clock: date and time, ticking every second; its timer goes with it. */
export function Clock() {
  const intl = useIntl();
  const { now } = useStores();
  const [time, setTime] = useState(() => now());
  useEffect(() => {
    const timer = setInterval(() => setTime(now()), 1000);
    return () => clearInterval(timer);
  }, [now]);
  return (
    <time dateTime={new Date(time).toISOString()} aria-label={intl.formatMessage({ id: 'carbon.cockpit.clock' })} style={{ fontVariantNumeric: 'tabular-nums' }}>
      {/* The weekday in words, then the day and time as the language writes them (2026-11-02 09:30:05; Thai 02/11/2026). */}
      {instantForm(intl, time, { weekday: 'short' })} {dateTimeText(intl, time, intl.timeZone, true)}
    </time>
  );
}
