// @vitest-environment node
import { APP_CONFIG, hostMatches } from '../../src/lib/config';
import { CURRENCY, LANGS, formatMoney } from '../../src/i18n/languages';

describe('hostMatches', () => {
  const patterns = ['dashboard.localhost', '*.greengrid.example'];

  it('matches an exact host name', () => {
    expect(hostMatches('dashboard.localhost', patterns)).toBe(true);
    expect(hostMatches('localhost', patterns)).toBe(false);
    expect(hostMatches('dashboard.localhost.evil.com', patterns)).toBe(false);
    expect(hostMatches('x.dashboard.localhost', patterns)).toBe(false);
  });

  it('matches sub-domains of a *. pattern', () => {
    expect(hostMatches('app.greengrid.example', patterns)).toBe(true);
    expect(hostMatches('a.b.greengrid.example', patterns)).toBe(true);
  });

  it('does not match the bare domain or a look-alike suffix for a *. pattern', () => {
    expect(hostMatches('greengrid.example', patterns)).toBe(false);
    expect(hostMatches('evilgreengrid.example', patterns)).toBe(false);
    expect(hostMatches('greengrid.example.evil.com', patterns)).toBe(false);
  });

  it('ignores case on both sides', () => {
    expect(hostMatches('Dashboard.LocalHost', patterns)).toBe(true);
    expect(hostMatches('app.greengrid.example', ['*.GreenGrid.Example'])).toBe(true);
    expect(hostMatches('APP.GREENGRID.EXAMPLE', patterns)).toBe(true);
  });

  it('matches nothing with an empty pattern list', () => {
    expect(hostMatches('localhost', [])).toBe(false);
  });

  it('has defaults for the dashboard and English hosts', () => {
    expect(hostMatches('dashboard.localhost', APP_CONFIG.dashboardHosts)).toBe(true);
    expect(hostMatches('localhost', APP_CONFIG.dashboardHosts)).toBe(false);
    expect(hostMatches('127.0.0.1', APP_CONFIG.englishHosts)).toBe(true);
  });
});

describe('English fallback hosts (hostMatches, as LocaleStore uses it)', () => {
  const enHosts = ['127.0.0.1', '*.greengrid.example'];

  it('matches a listed host and its sub-domain pattern, in any case', () => {
    expect(hostMatches('127.0.0.1', enHosts)).toBe(true);
    expect(hostMatches('app.greengrid.example', enHosts)).toBe(true);
    expect(hostMatches('APP.GreenGrid.example', enHosts)).toBe(true);
    expect(hostMatches('app.greengrid.example', ['*.GreenGrid.Example'])).toBe(true);
    expect(hostMatches('a.b.c', ['A.B.C'])).toBe(true);
  });

  it('matches no other host', () => {
    expect(hostMatches('localhost', enHosts)).toBe(false);
    expect(hostMatches('greengrid.example', enHosts)).toBe(false);
    expect(hostMatches('evilgreengrid.example', enHosts)).toBe(false);
    expect(hostMatches('127.0.0.10', enHosts)).toBe(false);
    expect(hostMatches('127.0.0.1', [])).toBe(false);
  });
});

describe('currency by language', () => {
  it('maps zh CNY, th THB, en USD, zh_hk HKD', () => {
    expect(CURRENCY).toEqual({ zh: 'CNY', th: 'THB', en: 'USD', zh_hk: 'HKD' });
  });

  it('has a currency for every shipped language', () => {
    expect([...LANGS].sort()).toEqual(['en', 'th', 'zh', 'zh_hk']);
    for (const lang of LANGS) expect(CURRENCY[lang]).toMatch(/^[A-Z]{3}$/);
  });

  it.each([
    ['zh', '¥'],
    ['en', '$'],
    ['zh_hk', 'HK$'],
    ['th', '฿'],
  ] as const)('formats %s money with %s', (lang, symbol) => {
    const text = formatMoney(lang, 1234.5);
    expect(text).toContain(symbol);
    expect(text).toContain('1,234.50');
  });

  it('does not show HK dollars or baht for English', () => {
    const text = formatMoney('en', 10);
    expect(text).toBe('$10.00');
  });

  it('keeps the sign of a negative amount', () => {
    expect(formatMoney('th', -3)).toContain('-');
  });
});
