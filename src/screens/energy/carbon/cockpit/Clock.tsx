import { instantForm } from '../../../../lib/dateText';
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
      {instantForm(intl, time, { year: 'numeric', month: '2-digit', day: '2-digit', weekday: 'short' })}{' '}
      {instantForm(intl, time, { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false })}
    </time>
  );
}
