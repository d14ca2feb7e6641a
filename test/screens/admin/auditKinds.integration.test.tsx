import { screen, within } from '@testing-library/react';
import { saveRateRule } from '../../../mock/api/db/billing/rateRuleService';
import { setupMockBackend } from '../../support/backend';
import { mountSignedIn } from '../../support/session';

/**
 * Issue 35 item 7: a booking's and a rate rule's entries read in the reader's language: the kind of
 * resource as a word, each changed field by its name (the kind's own where it has one), in English
 * and Thai. The entries are the mock's own, written through its audited path.
 */

const { db } = setupMockBackend();

const BNB_STORE = 'st-1001-04';
const ROOM_202 = 'sp-st-1001-04-02-f02-r02';
const ROOM_203 = 'sp-st-1001-04-02-f02-r03';

/** A stay booked in room 202 and moved to 203 a night later, as the calendar does it; its entry's number. */
function moveBooking(): number {
  const admin = db.accounts.userById('u-1001')!;
  const stay = db.smartbnb.createBooking(admin, 'p-smartbnb-calendar', BNB_STORE, { room: ROOM_202, from: '2027-03-10', to: '2027-03-12', guest: 'Ada', guests: 2 });
  db.smartbnb.moveBooking(admin, 'p-smartbnb-calendar', BNB_STORE, stay.did, { room: ROOM_203, from: '2027-03-11', to: '2027-03-13' });
  return db.audit.query({ action: 'booking-move' }).at(-1)!.seq;
}

/** A third price version of the operator's store's time-of-use rule, as the tenant screen adds it; its entry's number. */
function addPriceVersion(): number {
  const admin = db.accounts.userById('u-1001')!;
  saveRateRule(db.billing, admin, { pid: 'p-tenant-configuration', act: 'addVersion', did: 'rr-st-1005-01-tou', version: { from: '2026-11-15', bands: { peak: 1.2, flat: 0.8, valley: 0.4 } } });
  return db.audit.query({ action: 'rate-rule-addVersion' }).at(-1)!.seq;
}

const cells = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

async function openEntry(seq: number, lang?: string): Promise<HTMLElement> {
  if (lang) window.localStorage.setItem('lang', lang);
  await mountSignedIn(`/index/audit-management?entry=${seq}`, { user: 'admin' });
  return screen.findByRole('dialog');
}

/** The value a row of the drawer's description list holds, by its label. */
const described = (drawer: HTMLElement, label: string) => within(drawer).getByText(label, { selector: 'th, th *' }).closest('tr')!.querySelector('td')!.textContent;

describe('a booking’s entry', () => {
  it('reads as a Booking whose room, arrival and departure changed, in English', async () => {
    const drawer = await openEntry(moveBooking());
    const changes = await within(drawer).findByRole('table', { name: 'Changes' });
    expect(described(drawer, 'Resource type')).toBe('Booking');
    expect(described(drawer, 'Operation')).toBe('Move booking');
    expect(cells(changes)).toEqual([
      ['Room', 'Changed', ROOM_202, ROOM_203],
      ['Room name', 'Changed', '202 客房区', '203 客房区'],
      ['Arrival', 'Changed', '2027-03-10', '2027-03-11'],
      ['Departure', 'Changed', '2027-03-12', '2027-03-13'],
    ]);
    expect(within(drawer).queryByText('bnb-booking')).toBeNull();
  });

  it('reads the same in Thai', async () => {
    const drawer = await openEntry(moveBooking(), 'th');
    const changes = await within(drawer).findByRole('table', { name: 'การเปลี่ยนแปลง' });
    expect(described(drawer, 'ประเภททรัพยากร')).toBe('การจอง');
    expect(cells(changes).map((row) => row.slice(0, 2))).toEqual([
      ['ห้อง', 'แก้ไข'],
      ['ชื่อห้อง', 'แก้ไข'],
      ['วันเข้าพัก', 'แก้ไข'],
      ['วันออก', 'แก้ไข'],
    ]);
  });
});

describe('a rate rule’s entry', () => {
  it('reads as a Rate rule that gained a third version, its date and band prices by name, in English', async () => {
    const drawer = await openEntry(addPriceVersion());
    const changes = await within(drawer).findByRole('table', { name: 'Changes' });
    expect(described(drawer, 'Resource type')).toBe('Rate rule');
    expect(described(drawer, 'Operation')).toBe('Add price version');
    expect(cells(changes)).toEqual([
      ['Version 3 › Valid from', 'Added', '—', '2026-11-15'],
      ['Version 3 › Band prices › Peak', 'Added', '—', '1.2'],
      ['Version 3 › Band prices › Flat', 'Added', '—', '0.8'],
      ['Version 3 › Band prices › Valley', 'Added', '—', '0.4'],
    ]);
    expect(within(drawer).queryByText('rate-rule')).toBeNull();
    expect(within(drawer).queryByText(/versions\.2/)).toBeNull();
  });

  it('reads the same in Thai', async () => {
    const drawer = await openEntry(addPriceVersion(), 'th');
    const changes = await within(drawer).findByRole('table', { name: 'การเปลี่ยนแปลง' });
    expect(described(drawer, 'ประเภททรัพยากร')).toBe('กฎอัตราค่าบริการ');
    expect(cells(changes).map((row) => row.slice(0, 2))).toEqual([
      ['เวอร์ชัน 3 › มีผลตั้งแต่', 'เพิ่ม'],
      ['เวอร์ชัน 3 › ราคาตามช่วงเวลา › ช่วงพีค', 'เพิ่ม'],
      ['เวอร์ชัน 3 › ราคาตามช่วงเวลา › ช่วงปกติ', 'เพิ่ม'],
      ['เวอร์ชัน 3 › ราคาตามช่วงเวลา › ช่วงออฟพีค', 'เพิ่ม'],
    ]);
  });
});
