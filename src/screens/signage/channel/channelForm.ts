import type { Channel, ChannelLayout, ChannelSave } from '../../../api/signage/types';

/** The channel dialog's fields: the playlists of each region in play order, the ticker's text, the default content. */
export interface ChannelValues {
  name: string;
  layout: ChannelLayout;
  main: string[];
  ticker: string[];
  tickerText: string;
  defaultPlaylist: string | null;
}

/** The message id of each field's label (their version beside mine names fields by them). */
export const CHANNEL_LABELS: Record<string, string> = {
  name: 'signage.channel.name', layout: 'signage.channel.layout', main: 'signage.region.main', ticker: 'signage.region.ticker', tickerText: 'signage.channel.tickerText', defaultPlaylist: 'signage.channel.default',
};

export const NEW_CHANNEL: ChannelValues = { name: '', layout: 'full', main: [], ticker: [], tickerText: '', defaultPlaylist: null };

export function valuesOf(channel: Channel): ChannelValues {
  const region = (name: 'main' | 'ticker') => channel.regions.find((r) => r.region === name)?.playlists.map((p) => p.did) ?? [];
  return { name: channel.name, layout: channel.layout, main: region('main'), ticker: region('ticker'), tickerText: channel.tickerText, defaultPlaylist: channel.defaultPlaylist?.did ?? null };
}

/** The save body: a full-screen layout sends only its main region and no ticker. */
export function channelSave(pid: string, did: string | undefined, values: ChannelValues): ChannelSave {
  const split = values.layout === 'split-ticker';
  return {
    pid,
    ...(did ? { did } : {}),
    name: values.name.trim(),
    layout: values.layout,
    regions: split ? { main: values.main, ticker: values.ticker } : { main: values.main },
    tickerText: split ? (values.tickerText ?? '').trim() : '',
    defaultPlaylist: values.defaultPlaylist ?? null,
  };
}

/** A server error path (`regions.main[1]`, `defaultPlaylist`) is the dialog field it is about. */
export function locateChannelField(path: Array<string | number>): Array<string | number> | undefined {
  const [first, second] = path;
  if (first === 'regions' && (second === 'main' || second === 'ticker')) return [second];
  if (first === 'name' || first === 'layout' || first === 'tickerText' || first === 'defaultPlaylist') return [first];
  return undefined;
}
