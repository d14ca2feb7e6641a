// Every date and time shown for a store is in that store's zone (spec §3 `timezone`), whatever the
// browser's: the console's one formatter (react-intl, through LocaleStore.intl) carries the zone.
import { BusinessBook } from '../../mock/api/db/businesses';
import { setupMockBackend } from '../support/backend';
import { signedInRoot as signedIn } from '../support/testRoot';

// The browser (this process) is in New York: 2026-10-30T03:15Z is 23:15 there, on the 29th.
process.env.TZ = 'America/New_York';
const backend = setupMockBackend();
const INSTANT = '2026-10-30T03:15:00Z';
const clock = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

/** The seeded stores, as the mock lists them, with `zone` instead of their own. */
function storesIn(zone: string): void {
  for (const method of ['storesOf', 'storesForUser'] as const) {
    const original = BusinessBook.prototype[method];
    vi.spyOn(backend.db.businesses, method).mockImplementation(function (this: BusinessBook, did: string) {
      return original.call(this, did).map((store) => ({ ...store, timezone: zone }));
    });
  }
}

describe('times in the store\'s zone (issue 21 §3)', () => {
  it('the operator\'s store in Shanghai reads an instant in UTC+8, not the browser\'s New York time', async () => {
    expect(new Date(INSTANT).getHours()).toBe(23);
    const t = await signedIn('operator', 'operator123');
    expect(t.root.project.store?.timezone).toBe('Asia/Shanghai');
    expect(t.root.locale.intl.formatTime(INSTANT, clock)).toBe('11:15');
    expect(t.root.locale.intl.formatDate(INSTANT, { day: 'numeric' })).toBe('30');
    t.dispose();
  });

  it('a store in Bangkok reads it in UTC+7', async () => {
    storesIn('Asia/Bangkok');
    const t = await signedIn('operator', 'operator123');
    expect(t.root.locale.intl.formatTime(INSTANT, clock)).toBe('10:15');
    t.dispose();
  });

  it('a zone the browser does not know falls back to the parent business\'s, never breaking every date', async () => {
    storesIn('Mars/Olympus_Mons');
    const t = await signedIn('operator', 'operator123');
    expect(t.root.locale.intl.formatTime(INSTANT, clock)).toBe('11:15');
    t.dispose();
  });
});
