// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { fieldChanges } from '../../../src/screens/admin/audit/fieldDiff';
import { AuditReader, deCamel, deKebab, fieldText, opText, resourceText } from '../../../src/screens/admin/audit/auditWords';

/** The audit's words: operations, grants, scopes and diffs as people read them (issue 35 item 7). */
const messages = (lang: string) => JSON.parse(readFileSync(`public/lang/${lang}.json`, 'utf8')) as Record<string, string>;
const en = createIntl({ locale: 'en', messages: messages('en') });
const th = createIntl({ locale: 'th', messages: messages('th') });

describe('audit words', () => {
  it('reads operations as words, and an unknown one de-kebabed', () => {
    expect([opText(en, 'pile-stop'), opText(en, 'booking-move'), opText(en, 'media-upload')]).toEqual(['Stop charging', 'Move booking', 'Upload media']);
    expect(opText(th, 'pile-stop')).toBe('หยุดชาร์จ');
    expect(opText(en, 'heat-pump-defrost')).toBe('Heat pump defrost');
    expect(deKebab('standard.import')).toBe('Standard import');
  });

  it('reads resource kinds as words in the reader’s language, an unknown one de-kebabed', () => {
    expect([resourceText(en, 'bnb-booking'), resourceText(en, 'rate-rule'), resourceText(en, 'run-config')]).toEqual(['Booking', 'Rate rule', 'Storage run configuration']);
    expect([resourceText(th, 'bnb-booking'), resourceText(th, 'rate-rule')]).toEqual(['การจอง', 'กฎอัตราค่าบริการ']);
    expect(resourceText(en, 'heat-meter-swap')).toBe('Heat meter swap');
    expect(resourceText(en, '')).toBe('—');
  });

  it('names diff fields by the kind’s own word, then the common one, else de-camel-cased; positions count from 1', () => {
    expect(fieldText(en, 'bnb-booking', 'from')).toBe('Arrival');
    expect(fieldText(en, 'rate-rule', 'from')).toBe('Valid from');
    expect(fieldText(en, 'contract', 'from')).toBe('From');
    expect(fieldText(en, 'rate-rule', 'versions.2.bands.peak')).toBe('Version 3 › Band prices › Peak');
    expect(fieldText(th, 'rate-rule', 'versions.2.from')).toBe('เวอร์ชัน 3 › มีผลตั้งแต่');
    expect(fieldText(en, 'user', 'stores.0')).toBe('Stores 1');
    expect(fieldText(en, 'bill', 'priceCents')).toBe('Price cents');
    expect(fieldText(en, '', '0.value')).toBe('#1 › Value');
    expect([deCamel('billedThrough'), deCamel('room_name'), deCamel('socMax')]).toEqual(['Billed through', 'Room name', 'Soc max']);
  });

  it('reads grants, scopes and ids through the names the service sent', () => {
    const reader = new AuditReader(en, { 'p-carbon-home': { name: 'Carbon overview (en)', menu: 'carbon-home' }, 'st-1': { name: 'Store One' }, 'role-6': { name: 'Energy reader' } });
    expect(reader.value('a:p-carbon-home:export')).toBe('Export on Carbon overview');
    expect(reader.value({ kind: 'stores', stores: ['st-1', 'st-9'] })).toBe('Stores: Store One, st-9');
    expect(reader.value({ kind: 'all' })).toBe('All stores');
    expect(reader.value(['role-6', 'admin'])).toBe('Energy reader, admin');
    expect(reader.value(true)).toBe('Yes');
  });

  it('diffs field by field: nested objects as dotted fields, lists of values as added and removed', () => {
    expect(fieldChanges({ granted: ['a', 'b'], terms: { rent: 10, rooms: { main: 'r1' } } }, { granted: ['b', 'c'], terms: { rent: 12, rooms: { main: 'r1' } }, note: 'x' })).toEqual([
      { path: 'granted', kind: 'added', before: undefined, after: ['c'] },
      { path: 'granted', kind: 'removed', before: ['a'], after: undefined },
      { path: 'terms.rent', kind: 'changed', before: 10, after: 12 },
      { path: 'note', kind: 'added', before: undefined, after: 'x' },
    ]);
    expect(fieldChanges({ scope: { kind: 'stores', stores: ['s1'] } }, { scope: { kind: 'all' } })).toEqual([
      { path: 'scope', kind: 'changed', before: { kind: 'stores', stores: ['s1'] }, after: { kind: 'all' } },
    ]);
  });
});
