import type { MatchState, PaymentChannel } from '../../../api/billing/types';
import { oneOfParam, textParam } from '../../../ui/url-state/codecs';
import { useParamsPresent } from '../../../ui/url-state/useParamsPresent';
import { useSearchParam } from '../../../ui/url-state/useSearchParam';

export const MATCH_STATES: readonly MatchState[] = ['matched', 'unmatched', 'duplicate', 'short', 'over'];
export const CHANNELS: readonly PaymentChannel[] = ['bank', 'wechat', 'alipay'];

const matchCodec = oneOfParam<MatchState>(MATCH_STATES);
const channelCodec = oneOfParam<PaymentChannel>(CHANNELS);

/** The feed's match, channel and search filters in the URL (the period is usePeriodParam's); junk reads as absent. */
export function useReconciliationFilters() {
  const [match, setMatch] = useSearchParam('match', matchCodec, '');
  const [channel, setChannel] = useSearchParam('channel', channelCodec, '');
  const [q, setQ] = useSearchParam('q', textParam, '');
  // Until the user picks a period, the server's default one is shown (it knows the world's today).
  const periodChosen = useParamsPresent('from', 'to');
  return { match, setMatch, channel, setChannel, q, setQ, periodChosen };
}
