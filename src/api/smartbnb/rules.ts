import { ruleBook } from '../ruleBook.ts';

/**
 * A new stay's guest name and party size: at most what the largest room type sleeps (a family
 * room, 4; the mock's rate card); the chosen room's own capacity is the server's further check.
 */
export const STAY_RULES = ruleBook({
  guest: { required: true, maxLength: 60 },
  guests: { required: true, min: 1, max: 4, integer: true },
});

/** The room speaker's volume, as a percentage. */
export const SPEAKER_RULES = ruleBook({
  volume: { min: 0, max: 100, integer: true },
});

/** A new let room: its name, nightly price (optional) and area in m² (absent: 30). */
export const ROOM_RULES = ruleBook({
  name: { required: true, maxLength: 40 },
  price: { min: 1, max: 100_000 },
  area: { min: 5, max: 1000 },
});
