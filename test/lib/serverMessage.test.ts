// @vitest-environment node
import { createIntl } from 'react-intl';
import { idOrText, keyOfResult, keyedText, reasonText } from '../../src/lib/serverMessage';

const th = createIntl({ locale: 'th-TH', timeZone: 'UTC', messages: { 'devices.reason.noHeartbeat': 'ไม่มีสัญญาณชีพตั้งแต่ {since}', 'access.noStore': 'คุณไม่มีสิทธิ์เข้าถึงร้านนี้' }, onError: () => {} });

describe('server messages (issue 21 §4)', () => {
  it('shows a key in the user\'s language with its instant in the locale, never the ISO string', () => {
    const text = keyedText(th, { messageKey: 'devices.reason.noHeartbeat', values: { since: '2026-10-30T03:15:25.042Z' }, message: 'no heartbeat since 2026-10-30T03:15:25.042Z' });
    expect(text).toMatch(/^ไม่มีสัญญาณชีพตั้งแต่ /);
    expect(text).toContain('2569');
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
