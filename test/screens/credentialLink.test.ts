// @vitest-environment node
import { hasCredentials, withoutCredentials } from '../../src/screens/auth/credentialLink';

describe('sign-in link credentials', () => {
  it.each([
    ['?token=abc', ''],
    ['?ticket=t&redirect=%2Findex', '?redirect=%2Findex'],
    ['?clientId=c&code=x&lang=en', '?lang=en'],
    ['?redirect=%2Findex%3Ftoken%3Dkeep', '?redirect=%2Findex%3Ftoken%3Dkeep'],
    ['?token=a&token=b', ''],
    ['', ''],
  ])('%j without its credentials is %j', (search, expected) => {
    expect(withoutCredentials(search)).toBe(expected);
  });

  it('knows whether a query still carries one', () => {
    expect(hasCredentials('?code=1')).toBe(true);
    expect(hasCredentials('?redirect=%2Findex')).toBe(false);
  });
});
