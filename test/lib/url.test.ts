// @vitest-environment node
import { httpUrlOrNull, joinPath, safeReturnPath } from '../../src/lib/url';

describe('safeReturnPath', () => {
  it('keeps a same-origin path with its query and hash', () => {
    expect(safeReturnPath('/index/home?x=1#h')).toBe('/index/home?x=1#h');
    expect(safeReturnPath('/index')).toBe('/index');
  });

  it.each([
    ['protocol-relative URL', '//evil.com'],
    ['protocol-relative URL with a path', '//evil.com/index'],
    ['backslash trick', '/\\evil.com'],
    ['backslash later in the path', '/index\\..\\\\evil.com'],
    ['absolute https URL', 'https://evil.com'],
    ['absolute http URL', 'http://evil.com/index'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['relative path', 'index/home'],
    ['raw newline', '/index\nhome'],
    ['raw CR LF', '/\r\nSet-Cookie: a=b'],
    ['tab hiding a second slash', '/\t/evil.com'],
    ['newline hiding a second slash', '/\n/evil.com'],
    ['NUL character', '/index\u0000'],
    ['empty string', ''],
  ])('rejects a %s', (_label, raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });

  it('rejects %0d%0a once the query has been decoded', () => {
    // The login screen reads `redirect` through URLSearchParams, which decodes the escapes.
    const decoded = new URLSearchParams('redirect=/%0d%0aLocation:%20https://evil.com').get('redirect');
    expect(decoded).toContain('\r\n');
    expect(safeReturnPath(decoded)).toBeNull();
  });

  it('rejects a query-decoded protocol-relative path', () => {
    const decoded = new URLSearchParams('redirect=%2F%2Fevil.com').get('redirect');
    expect(safeReturnPath(decoded)).toBeNull();
  });

  it.each([undefined, null, 42, {}, ['/index'], true])('rejects the non-string %j', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });

  it('rejects an over-long path but keeps a long reasonable one', () => {
    expect(safeReturnPath(`/index/${'a'.repeat(5000)}`)).toBeNull();
    const long = `/index/${'a'.repeat(1000)}`;
    expect(safeReturnPath(long)).toBe(long);
  });

  it('never leaves the origin even when the path climbs with dot segments', () => {
    const result = safeReturnPath('/index/../../../evil.com');
    expect(result).not.toBeNull();
    expect(result?.startsWith('/')).toBe(true);
    expect(result?.startsWith('//')).toBe(false);
  });
});

describe('httpUrlOrNull', () => {
  it.each([
    ['https://api.example.com/base', 'https://api.example.com/base'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080/'],
    ['  https://api.example.com  ', 'https://api.example.com/'],
    ['HTTPS://API.EXAMPLE.COM/x', 'https://api.example.com/x'],
  ])('accepts %j', (raw, expected) => {
    expect(httpUrlOrNull(raw)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<h1>x</h1>',
    'ftp://files.example.com/a',
    'file:///etc/passwd',
    '/relative/path',
    'relative/path',
    '//api.example.com',
    'api.example.com',
    '',
    '   ',
  ])('rejects %j', (raw) => {
    expect(httpUrlOrNull(raw)).toBeNull();
  });

  it.each([undefined, null, 1, {}, ['https://a.com']])('rejects the non-string %j', (raw) => {
    expect(httpUrlOrNull(raw)).toBeNull();
  });
});

describe('joinPath', () => {
  it('puts exactly one slash between base and path', () => {
    expect(joinPath('/cem_platform', 'lang/zh.json')).toBe('/cem_platform/lang/zh.json');
    expect(joinPath('/cem_platform/', '/lang/zh.json')).toBe('/cem_platform/lang/zh.json');
    expect(joinPath('/cem-platform//', '//lang/en.json')).toBe('/cem-platform/lang/en.json');
  });

  it('handles an empty base and an absolute origin base', () => {
    expect(joinPath('', 'lang/th.json')).toBe('/lang/th.json');
    expect(joinPath('https://cdn.example.com/app/', 'x.js')).toBe('https://cdn.example.com/app/x.js');
  });
});
