// @vitest-environment node
import type { ScheduleEvent } from '../../../src/api/signage/scheduleTypes';
import { weekBlocks } from '../../../src/screens/signage/playgrid/weekBlocks';

const event = (fields: Partial<ScheduleEvent>): ScheduleEvent => ({
  did: 'e', name: 'E', channel: { did: 'c', name: 'C' }, target: { did: 'g', name: 'G' }, repeat: 'weekly', from: '2026-11-01', to: '2026-11-30',
  weekdays: [1, 2, 3, 4, 5, 6, 7], daypart: null, priority: 0, order: 1, version: 1, changedBy: '', changedAt: '', ...fields,
});
/** Each day of the week of Monday 2 November as 'event:start-end(lane/lanes)' pieces. */
const week = (events: ScheduleEvent[]) => weekBlocks(events, '2026-11-02').map(({ day, blocks }) => `${day.slice(8)} ${blocks.map((b) => `${b.event.did}:${b.start}-${b.end}(${b.lane}/${b.lanes})${b.continued ? '+' : ''}`).join(' ')}`);

describe('the week grid’s blocks', () => {
  it('lays out all-day and daypart events side by side where they overlap, on their weekdays and dates only', () => {
    expect(week([event({ did: 'all' }), event({ did: 'am', weekdays: [1, 2, 3, 4, 5], daypart: { start: '07:30', end: '11:00' }, priority: 1, to: '2026-11-03' })])).toEqual([
      '02 all:0-1440(0/2) am:450-660(1/2)',
      '03 all:0-1440(0/2) am:450-660(1/2)',
      '04 all:0-1440(0/1)',
      '05 all:0-1440(0/1)',
      '06 all:0-1440(0/1)',
      '07 all:0-1440(0/1)',
      '08 all:0-1440(0/1)',
    ]);
  });

  it('runs an overnight daypart from its start day into the next morning, and a one-off on its day only', () => {
    expect(week([event({ did: 'night', weekdays: [5], daypart: { start: '22:00', end: '02:00' } }), event({ did: 'once', repeat: 'once', from: '2026-11-04', daypart: { start: '00:30', end: '01:00' } })])).toEqual([
      '02 ',
      '03 ',
      '04 once:30-60(0/1)',
      '05 ',
      '06 night:1320-1440(0/1)',
      '07 night:0-120(0/1)+',
      '08 ',
    ]);
  });
});
