import { useUrlParams } from '../../../ui/url-state/useUrlParams';
import type { MatchState, PaymentChannel } from '../../../api/billing/types';
import { oneOfParam } from '../../../ui/url-state/codecs';
import { useSearchParam } from '../../../ui/url-state/useSearchParam';

export const MATCH_STATES: readonly MatchState[] = ['matched', 'unmatched', 'duplicate', 'short', 'over'];
export const CHANNELS: readonly PaymentChannel[] = ['bank', 'wechat', 'alipay'];

const matchCodec = oneOfParam<MatchState>(MATCH_STATES);
const channelCodec = oneOfParam<PaymentChannel>(CHANNELS);
const text = { parse: (raw: string | null) => (raw === null ? undefined : raw.trim().slice(0, 60)), serialize: (v: string) => v.trim() || null };

/** The feed's match, channel and search filters in the URL (the period is usePeriodParam's); junk reads as absent. */
export function useReconciliationFilters() {
  const [match, setMatch] = useSearchParam<MatchState | ''>('match', matchCodec.parse, (v) => v || null, '');
  const [channel, setChannel] = useSearchParam<PaymentChannel | ''>('channel', channelCodec.parse, (v) => v || null, '');
  const [q, setQ] = useSearchParam('q', text.parse, text.serialize, '');
  // Until the user picks a period, the server's default one is shown (it knows the world's today).
  const [params] = useUrlParams();
  const periodChosen = params.has('from') && params.has('to');
  return { match, setMatch, channel, setChannel, q, setQ, periodChosen };
}
