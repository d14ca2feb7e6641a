import { dayAt } from '../../lib/days';
import { useStores } from '../../stores/context';

/** Today ('YYYY-MM-DD') on the server's clock, in the console's zone (the store's when chosen). */
export function useToday(): string {
  const { now, locale } = useStores();
  return dayAt(now(), locale.timeZone);
}
