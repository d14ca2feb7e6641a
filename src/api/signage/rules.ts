import { ruleBook } from '../ruleBook.ts';

/** A playlist's typed fields: its name, and an image's time on screen in seconds (the body carries milliseconds). */
export const PLAYLIST_RULES = ruleBook({
  name: { required: true, maxLength: 60 },
  seconds: { min: 1, max: 3600 },
});

/** A channel's name and the ticker's scrolling text (optional). */
export const CHANNEL_RULES = ruleBook({
  name: { required: true, maxLength: 60 },
  tickerText: { maxLength: 200 },
});

/** A screen group's name, and the tag a tag group takes its screens by (required for a tag group only). */
export const SCREEN_GROUP_RULES = ruleBook({
  name: { required: true, maxLength: 60 },
  tag: { required: true, maxLength: 30 },
});

/**
 * A new screen: its name, each of its tags (the form types them split at commas) and its
 * resolution as WIDTHxHEIGHT (absent: 1920x1080).
 */
export const SCREEN_RULES = ruleBook({
  name: { required: true, maxLength: 60 },
  tag: { maxLength: 30 },
  resolution: { maxLength: 11, pattern: { regex: '\\d{3,5}x\\d{3,5}', messageKey: 'signage.groups.resolutionPattern', message: 'expected WIDTHxHEIGHT, e.g. 1920x1080' } },
});

/** Most tags a screen carries. */
export const SCREEN_TAGS_MAX = 10;

/** A schedule event's name and its priority (higher wins where events overlap). */
export const SCHEDULE_EVENT_RULES = ruleBook({
  name: { required: true, maxLength: 60 },
  priority: { required: true, min: 0, max: 100, integer: true },
});

/** A media file's name (an edit may leave it out; a sent one is not blank) and each of its tags. */
export const MEDIA_RULES = ruleBook({
  name: { maxLength: 200 },
  tag: { maxLength: 30 },
});

/** Most tags a media file carries. */
export const MEDIA_TAGS_MAX = 20;
