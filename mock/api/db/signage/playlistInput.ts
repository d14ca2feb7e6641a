import { PLAYLIST_RULES } from '../../../../src/api/signage/rules.ts';
import type { MediaItem, PlaylistItem } from '../../../../src/api/signage/types.ts';
import { FieldErrors, isObject, numberAt, stringAt } from '../core/fieldErrors.ts';
import { textBy } from '../core/ruleChecks.ts';
import { playTime } from './PlaylistBook.ts';

/** An image's time on screen, in ms (the form's rule book says seconds); most items in a playlist. */
const ITEM_MS = { min: PLAYLIST_RULES.seconds.min * 1000, max: PLAYLIST_RULES.seconds.max * 1000 };
const MAX_ITEMS = 200;

export type PlaylistContentInput = Record<string, unknown>;

/**
 * A playlist's name and items from a body: each item a file of the company's library; an image's
 * duration from 1 s to 1 h (the default when absent); videos and audio play their own length.
 */
export function playlistContent(input: PlaylistContentInput, media: (did: string) => MediaItem): { name: string; items: PlaylistItem[] } {
  const errors = new FieldErrors();
  const name = textBy(errors, input.name, 'name', PLAYLIST_RULES.name);
  const raw = input.items;
  const items: PlaylistItem[] = [];
  if (!Array.isArray(raw)) errors.add('items', 'type', 'expected a list');
  else if (raw.length > MAX_ITEMS) errors.add('items', 'max', `at most ${MAX_ITEMS} items`, 'validation.max', { max: MAX_ITEMS });
  else {
    raw.forEach((entry: unknown, index) => {
      const field = `items[${index}]`;
      if (!isObject(entry)) {
        errors.add(field, 'type', 'expected an object');
        return;
      }
      const mediaDid = stringAt(errors, entry.mediaDid, `${field}.mediaDid`, 80);
      const duration = entry.durationMs === undefined || entry.durationMs === null ? undefined : numberAt(errors, entry.durationMs, `${field}.durationMs`, ITEM_MS.min, ITEM_MS.max, true);
      if (mediaDid === undefined) return;
      let file: MediaItem;
      try {
        file = media(mediaDid);
      } catch {
        errors.add(`${field}.mediaDid`, 'option', `no such file: ${mediaDid}`, 'signage.noSuchMedia', { did: mediaDid });
        return;
      }
      items.push({ mediaDid, durationMs: playTime(file, duration) });
    });
  }
  errors.check();
  return { name: name as string, items };
}
