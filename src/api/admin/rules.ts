import { ruleBook } from '../ruleBook.ts';

/**
 * A parent business or store: name (unique under its parent: the server checks that part),
 * address, position in degrees and gross floor area in m².
 */
export const STORE_RULES = ruleBook({
  name: { required: true, maxLength: 40 },
  address: { maxLength: 120 },
  longitude: { required: true, min: -180, max: 180 },
  latitude: { required: true, min: -90, max: 90 },
  area: { min: 0, max: 10_000_000 },
});
