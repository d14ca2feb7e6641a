import { useCallback, useMemo, useState } from 'react';
import { useParamsPresent } from '../../../ui/url-state/useParamsPresent';
import type { TicketPeriod } from '../../../api/operations/ticketsTypes';
import type { Period } from '../../../lib/period';
import { usePeriodParam } from '../../../ui/url-state/usePeriodParam';
import { useToday } from '../../../ui/hooks/useToday';


/**
 * The period of the desk's screens, in the URL. Without days there, the server answers its
 * default (the 30 days to the world's today) and says which; after that the picker shows it and
 * stops at today.
 */
export function useTicketPeriod() {
  const explicit = useParamsPresent('from');
  const [known, setKnown] = useState<TicketPeriod>();
  // Until the first answer names the default period, today stands in (never requested; the picker shows its loading state).
  const today = useToday();
  const fallback = useMemo<Period>(() => (known ? { granularity: 'custom', start: known.from, end: known.to } : { granularity: 'custom', start: today, end: today }), [known, today]);
  const [period, setPeriod] = usePeriodParam(fallback, known ? { maxDay: known.today } : {});
  /** What an answer said: the period it covers, today and now on the world clock. */
  const learn = useCallback((answer: TicketPeriod | undefined) => {
    if (!answer) return;
    setKnown((was) => (was && was.from === answer.from && was.to === answer.to && was.today === answer.today ? was : { from: answer.from, to: answer.to, today: answer.today, now: answer.now, zone: answer.zone }));
  }, []);
  const query = useMemo(() => (explicit ? { from: period.start, to: period.end } : {}), [explicit, period.start, period.end]);
  return { explicit, known, period: explicit ? period : fallback, setPeriod, query, learn };
}
