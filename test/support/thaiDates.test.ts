// @vitest-environment node
import { datesNotThai } from '../e2e/support/thaiDates';

describe('dates a Thai screen must not show (issue 38 §3, the walk\'s check)', () => {
  it('lets days, months and ranges written day first with the Gregorian year through', () => {
    expect(datesNotThai('29/02/2028')).toEqual([]);
    expect(datesNotThai('รอบบิล 02/2028 ครบกำหนด 15/03/2028 09:30')).toEqual([]);
    expect(datesNotThai('01/02/2028 – 29/02/2028')).toEqual([]);
    expect(datesNotThai('กุมภาพันธ์ 2028')).toEqual([]);
  });

  it('flags ISO days and months, alone, in a range, or as the head of an instant', () => {
    expect(datesNotThai('2028-02-29')).toEqual(['2028-02-29']);
    expect(datesNotThai('เดือน 2028-02')).toEqual(['2028-02']);
    expect(datesNotThai('2028-05-05 – 2030-05-04')).toEqual(['2028-05-05', '2030-05-04']);
    expect(datesNotThai('ตั้งแต่ 2028-02-29T01:30:00Z')).toEqual(['2028-02-29']);
    expect(datesNotThai('1999-12-31, 2099-01')).toEqual(['1999-12-31', '2099-01']);
    expect(datesNotThai('2028-02, 2028-02')).toEqual(['2028-02']);
  });

  it('flags dates written with a Buddhist-era year', () => {
    expect(datesNotThai('กุมภาพันธ์ 2571')).toEqual(['กุมภาพันธ์ 2571']);
    expect(datesNotThai('29/02/2571')).toEqual(['29/02/2571']);
    expect(datesNotThai('ครบกำหนด 02/2571')).toEqual(['02/2571']);
    expect(datesNotThai('29 ก.พ. 2571 09:30')).toEqual(['ก.พ. 2571']);
    expect(datesNotThai('2571-02-29')).toEqual(['2571-02']);
    expect(datesNotThai('พ.ศ. 2571')).toEqual(['พ.ศ. 2571']);
  });

  it('lets codes, names, numbers and phone numbers that hold such digits through', () => {
    // Seeded names and codes: a day or month only when it stands alone.
    expect(datesNotThai('Block 2028-A')).toEqual([]);
    expect(datesNotThai('Block 2028-12A')).toEqual([]);
    expect(datesNotThai('B-2028-01-0003')).toEqual([]);
    expect(datesNotThai('INV202801290003')).toEqual([]);
    // Years outside 1900–2099 and invalid months are no ISO dates.
    expect(datesNotThai('1850-01 2100-01-01 2028-13')).toEqual([]);
    // Figures: grouped, decimal, longer, or with a unit glued on.
    expect(datesNotThai('2,571 kWh, 2571.5, 12571, 2571kWh')).toEqual([]);
    // Numbers of their own are no years: a room, a code, a count.
    expect(datesNotThai('ห้อง 2502, 2503 · A座 2504')).toEqual([]);
    // A day without its year, then a room in the next element (the walk joins text nodes by lines).
    expect(datesNotThai('1 พ.ย.\n2502')).toEqual([]);
    expect(datesNotThai('1 พ.ย. 2569')).toEqual(['พ.ย. 2569']);
    expect(datesNotThai('มีนาคม 2028 · 2571 ราย')).toEqual([]);
    // Phone numbers: the seed's eleven digits, and written in groups.
    expect(datesNotThai('13525671234')).toEqual([]);
    expect(datesNotThai('02-555-2567')).toEqual([]);
    expect(datesNotThai('+66 2 555 2567')).toEqual([]);
    expect(datesNotThai('โทร 081 234 2567')).toEqual([]);
  });
});
