import { ruleBook } from '../ruleBook.ts';

/** A role's title (unique in its company: the server checks that part). */
export const ROLE_RULES = ruleBook({
  title: { required: true, maxLength: 40 },
});

/** A staff member: the sign-in name (set once, at the invitation) and the name shown. */
export const STAFF_RULES = ruleBook({
  username: {
    required: true,
    maxLength: 32,
    pattern: { regex: '[A-Za-z][\\w.-]{2,31}', message: 'a user name has 3 to 32 letters, digits, dots, dashes or underscores', messageKey: 'admin.refusal.username' },
  },
  name: { required: true, maxLength: 40 },
});
