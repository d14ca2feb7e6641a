import { CHANNEL_RULES } from '../../../../src/api/signage/rules.ts';
import { CHANNEL_LAYOUTS, LAYOUT_REGIONS, type ChannelRegionName } from '../../../../src/api/signage/types.ts';
import { FieldErrors, isObject, optionAt } from '../core/fieldErrors.ts';
import { textBy } from '../core/ruleChecks.ts';
import type { ChannelContent } from './ChannelBook.ts';

/** Most playlists one region loops through. */
const MAX_PER_REGION = 20;

/**
 * A channel's content from a body: a layout, playlists of the company per region of that layout
 * (regions the layout lacks are refused), a ticker text, and a default for empty time.
 */
export function channelContent(input: Record<string, unknown>, playlistExists: (did: string) => boolean): ChannelContent {
  const errors = new FieldErrors();
  const name = textBy(errors, input.name, 'name', CHANNEL_RULES.name);
  const layout = optionAt(errors, input.layout, 'layout', CHANNEL_LAYOUTS);
  const regions: Partial<Record<ChannelRegionName, string[]>> = {};
  const playlistAt = (value: unknown, field: string): string | undefined => {
    if (typeof value !== 'string' || value.trim() === '') {
      errors.add(field, 'type', 'expected a playlist did');
      return undefined;
    }
    if (!playlistExists(value.trim())) {
      errors.add(field, 'link', `no such playlist: ${value.trim()}`, 'signage.noSuchPlaylist', { did: value.trim() });
      return undefined;
    }
    return value.trim();
  };
  const raw = input.regions ?? {};
  if (!isObject(raw)) errors.add('regions', 'type', 'expected an object');
  else if (layout) {
    for (const [region, value] of Object.entries(raw)) {
      const field = `regions.${region}`;
      if (!(LAYOUT_REGIONS[layout] as readonly string[]).includes(region)) {
        errors.add(field, 'unknown', `the ${layout} layout has no ${region} region`, 'validation.unknown');
        continue;
      }
      if (!Array.isArray(value) || value.length > MAX_PER_REGION) {
        errors.add(field, 'type', `expected a list of at most ${MAX_PER_REGION} playlists`);
        continue;
      }
      regions[region as ChannelRegionName] = value.map((did: unknown, index) => playlistAt(did, `${field}[${index}]`)).filter((did): did is string => did !== undefined);
    }
  }
  const tickerText = textBy(errors, input.tickerText, 'tickerText', CHANNEL_RULES.tickerText) ?? '';
  const defaultPlaylist = input.defaultPlaylist === undefined || input.defaultPlaylist === null || input.defaultPlaylist === '' ? null : playlistAt(input.defaultPlaylist, 'defaultPlaylist') ?? null;
  errors.check();
  return { name: name as string, layout: layout as ChannelContent['layout'], regions, tickerText, defaultPlaylist };
}
