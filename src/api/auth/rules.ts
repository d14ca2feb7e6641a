import { ruleBook } from '../ruleBook.ts';

const TEXT_MAX = 64;

/**
 * An application for an account (registerApply): every text at most 64 characters; a phone of 6
 * to 20 digits (spaces and dashes are how people type them), an e-mail address, a user name
 * without spaces (the server also checks it is free), a password of at least 8 characters.
 */
export const REGISTER_RULES = ruleBook({
  company: { required: true, maxLength: TEXT_MAX },
  contact: { required: true, maxLength: TEXT_MAX },
  phone: { required: true, maxLength: TEXT_MAX, pattern: { regex: '\\+?(?:[\\s-]*\\d){6,20}[\\s-]*', message: 'expected 6 to 20 digits', messageKey: 'register.phoneInvalid' } },
  email: { required: true, maxLength: TEXT_MAX, pattern: { regex: '[^\\s@]+@[^\\s@]+\\.[^\\s@]+', message: 'expected an e-mail address', messageKey: 'register.emailInvalid' } },
  username: { required: true, maxLength: TEXT_MAX, pattern: { regex: '\\S+', message: 'no spaces allowed', messageKey: 'register.usernameSpaces' } },
  password: { required: true, minLength: 8, maxLength: TEXT_MAX },
});
