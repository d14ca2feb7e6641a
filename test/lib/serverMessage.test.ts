// @vitest-environment node
import { createIntl } from 'react-intl';
import { idOrText, keyOfResult, keyedText, reasonText } from '../../src/lib/serverMessage';
import { LOCALE_INTL_TAG } from '../../src/i18n/languages';

const th = createIntl({ locale: LOCALE_INTL_TAG.th, timeZone: 'UTC', messages: { 'devices.reason.noHeartbeat': 'ไม่มีสัญญาณชีพตั้งแต่ {since}', 'access.noStore': 'คุณไม่มีสิทธิ์เข้าถึงร้านนี้' }, onError: () => {} });

describe('server messages (issue 21 §4)', () => {
  it('shows a key in the user\'s language with its instant in the locale, never the ISO string', () => {
    const text = keyedText(th, { messageKey: 'devices.reason.noHeartbeat', values: { since: '2026-10-30T03:15:25.042Z' }, message: 'no heartbeat since 2026-10-30T03:15:25.042Z' });
    expect(text).toMatch(/^ไม่มีสัญญาณชีพตั้งแต่ /);
    // Thai writes the Gregorian year, as its date fields do (issue 38 §3: one calendar per language).
    expect(text).toContain('2026');
    expect(text).not.toContain('2569');
    expect(text).not.toContain('2026-10-30T');
  });

  it('shows the server\'s text only where the language has no message for the key', () => {
    expect(keyedText(th, { messageKey: 'devices.unknown', message: 'server words' })).toBe('server words');
    expect(reasonText(th, 'plain reason')).toBe('plain reason');
  });

  it('reads the key of an access refusal or of the first field error; the request layer\'s message falls back to the server text', () => {
    expect(keyOfResult({ messageKey: 'access.noStore', values: { store: 'st-1' } })).toEqual({ messageKey: 'access.noStore', values: { store: 'st-1' } });
    expect(keyOfResult({ errors: [{ field: 'name', messageKey: 'validation.required' }] })).toEqual({ messageKey: 'validation.required' });
    expect(keyOfResult(null)).toBeUndefined();
    expect(idOrText(th, { id: 'access.noStore', fallback: 'no access to store st-1' })).toBe('คุณไม่มีสิทธิ์เข้าถึงร้านนี้');
    expect(idOrText(th, { id: 'billing.refusal.unknown', fallback: 'no access' })).toBe('no access');
  });
});

describe('days in server messages (issue 38 §3)', () => {
  it('names days and months the way the language writes them in its fields', () => {
    const intl = createIntl({ locale: LOCALE_INTL_TAG.th, timeZone: 'UTC', messages: { 'smartbnb.validation.overlap': 'ห้อง {room} มีการจองแล้วตั้งแต่ {from} ถึง {to}', 'validation.billing.runMonth': '{min} – {max}' }, onError: () => {} });
    expect(keyedText(intl, { messageKey: 'smartbnb.validation.overlap', values: { room: '202', from: '2028-02-29', to: '2028-03-01' } })).toBe('ห้อง 202 มีการจองแล้วตั้งแต่ 29/02/2028 ถึง 01/03/2028');
    expect(keyedText(intl, { messageKey: 'validation.billing.runMonth', values: { min: '2025-10', max: '2026-12' } })).toBe('10/2025 – 12/2026');
  });
});
