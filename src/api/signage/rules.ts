import { ruleBook } from '../ruleBook.ts';

/** A playlist's typed fields: its name, and an image's time on screen in seconds (the body carries milliseconds). */
export const PLAYLIST_RULES = ruleBook({
  name: { required: true, maxLength: 60 },
  seconds: { min: 1, max: 3600 },
});
