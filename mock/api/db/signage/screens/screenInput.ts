import { SCREEN_GROUP_RULES, SCREEN_RULES, SCREEN_TAGS_MAX } from '../../../../../src/api/signage/rules.ts';
import { GROUP_KINDS, SCREEN_ORIENTATIONS, type GroupKind, type PowerWindow } from '../../../../../src/api/signage/screenTypes.ts';
import { parseClock } from '../../core/clock/SimClock.ts';
import { FieldErrors, isObject, optionAt, stringAt } from '../../core/fieldErrors.ts';
import { textBy } from '../../core/ruleChecks.ts';
import type { GroupRecord } from './GroupBook.ts';
import type { ScreenRecord, ScreenRoom, ScreenStore } from './ScreenBook.ts';

/** A screen's tags, each within the book's length (refused, not cut), lower case, at most SCREEN_TAGS_MAX. */
const tagsOf = (errors: FieldErrors, value: unknown): string[] => {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    errors.add('tags', 'type', 'expected a list of words');
    return [];
  }
  const tags = [...new Set(value.map((tag: unknown, index) => textBy(errors, tag, `tags[${index}]`, SCREEN_RULES.tag)?.toLowerCase()).filter((tag): tag is string => Boolean(tag)))];
  if (tags.length > SCREEN_TAGS_MAX) errors.add('tags', 'max', `at most ${SCREEN_TAGS_MAX} tags`, 'signage.tooManyTags', { max: SCREEN_TAGS_MAX });
  return tags;
};

/** A new screen: a name, a store of the company, a room of that store's tree, and optionally a static group. */
export function screenCreate(input: Record<string, unknown>, stores: readonly ScreenStore[], rooms: (store: string) => ScreenRoom[], group: (did: string) => GroupRecord): Omit<ScreenRecord, 'did' | 'companyid'> {
  const errors = new FieldErrors();
  const name = textBy(errors, input.name, 'name', SCREEN_RULES.name);
  const storeDid = stringAt(errors, input.store, 'store', 80);
  const store = storeDid === undefined ? undefined : stores.find((candidate) => candidate.did === storeDid);
  if (storeDid !== undefined && !store) errors.add('store', 'link', `no such store: ${storeDid}`, 'validation.link');
  const spaceDid = stringAt(errors, input.space, 'space', 80);
  const room = store && spaceDid !== undefined ? rooms(store.did).find((candidate) => candidate.did === spaceDid) : undefined;
  if (store && spaceDid !== undefined && !room) errors.add('space', 'link', `${spaceDid} is not a room of ${store.name}`, 'signage.notARoom', { space: spaceDid, store: store.name });
  const tags = tagsOf(errors, input.tags);
  const orientation = input.orientation === undefined ? 'landscape' : optionAt(errors, input.orientation, 'orientation', SCREEN_ORIENTATIONS);
  // Absent or blank: the common full HD.
  const blank = input.resolution === undefined || input.resolution === null || (typeof input.resolution === 'string' && input.resolution.trim() === '');
  const resolution = blank ? '1920x1080' : textBy(errors, input.resolution, 'resolution', SCREEN_RULES.resolution);
  let groupDid: string | null = null;
  if (input.group !== undefined && input.group !== null && input.group !== '') {
    try {
      const found = group(String(input.group));
      if (found.kind === 'tag') errors.add('group', 'option', `${found.name} takes its screens by tag`, 'signage.tagGroup', { group: found.name, tag: found.tag });
      else groupDid = found.did;
    } catch {
      errors.add('group', 'link', `no such screen group: ${String(input.group)}`, 'validation.link');
    }
  }
  errors.check();
  const { did: store_, name: storeName, zone } = store as ScreenStore;
  const { did: space, path: spacePath } = room as ScreenRoom;
  return {
    name: name as string, store: store_, storeName, zone, space, spacePath, tags,
    resolution: resolution as string, orientation: orientation ?? 'landscape', group: groupDid,
  };
}

/** A group's name and kind; a tag group needs its tag. */
export function groupContent(input: Record<string, unknown>): { name: string; kind: GroupKind; tag: string } {
  const errors = new FieldErrors();
  const name = textBy(errors, input.name, 'name', SCREEN_GROUP_RULES.name);
  const kind = optionAt(errors, input.kind, 'kind', GROUP_KINDS);
  const tag = kind === 'tag' ? textBy(errors, input.tag, 'tag', SCREEN_GROUP_RULES.tag)?.toLowerCase() : '';
  errors.check();
  return { name: name as string, kind: kind as GroupKind, tag: tag ?? '' };
}

/** Power windows: ISO weekdays 1-7, on and off as HH:mm, not equal (off before on runs past midnight); at most 14. */
export function powerWindows(input: unknown): PowerWindow[] {
  const errors = new FieldErrors();
  const out: PowerWindow[] = [];
  if (!Array.isArray(input) || input.length > 14) errors.add('power', 'type', 'expected a list of at most 14 windows');
  else {
    input.forEach((raw: unknown, index) => {
      const field = `power[${index}]`;
      if (!isObject(raw)) {
        errors.add(field, 'type', 'expected an object');
        return;
      }
      const days = raw.days;
      const okDays = Array.isArray(days) && days.length > 0 && days.every((day) => Number.isInteger(day) && day >= 1 && day <= 7);
      if (!okDays) errors.add(`${field}.days`, 'option', 'expected weekdays 1 (Monday) to 7', 'validation.plan.days');
      const on = typeof raw.on === 'string' ? parseClock(raw.on) : undefined;
      const off = typeof raw.off === 'string' ? parseClock(raw.off) : undefined;
      if (on === undefined) errors.add(`${field}.on`, 'pattern', 'expected a time HH:mm', 'validation.time');
      if (off === undefined) errors.add(`${field}.off`, 'pattern', 'expected a time HH:mm', 'validation.time');
      if (on !== undefined && off !== undefined && on === off) errors.add(field, 'min', `the window is empty: it starts and ends at ${String(raw.on)}`, 'signage.emptyWindow', { start: String(raw.on) });
      else if (okDays && on !== undefined && off !== undefined) out.push({ days: [...new Set(days as number[])].sort(), on: raw.on as string, off: raw.off as string });
    });
  }
  errors.check();
  return out;
}
