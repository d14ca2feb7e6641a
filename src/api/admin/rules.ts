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

/** One's own profile: the nickname shown in the header. */
export const PROFILE_RULES = ruleBook({
  nickname: { required: true, maxLength: 30 },
});

/**
 * A new password (the personal centre's and the first sign-in's): its lengths and a letter and a
 * digit. `passwordProblems` (profileTypes.ts) says which part is missing, and adds what needs the
 * account: not the user name, not the password it replaces.
 */
export const PASSWORD_RULES = ruleBook({
  next: {
    required: true,
    minLength: 8,
    maxLength: 64,
    pattern: { regex: '(?=.*[A-Za-z])(?=.*\\d).*', message: 'include at least one letter and one digit', messageKey: 'admin.personal.rule.letterDigit' },
  },
});
