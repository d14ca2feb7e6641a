// A list's date and datetime cells hold wall clocks ("2026-11-03 08:00:00"): they show as written,
// whatever the zone the console formats in (the store's) and the browser's (issue 21 §3).
import { createIntl } from 'react-intl';
import { renderCell } from '../../src/ui/data-table/renderCell';

process.env.TZ = 'America/New_York';

describe('wall-clock cells in any zone', () => {
  it('a datetime and a date keep their wall clock for a Tokyo store in a New York browser', () => {
    const intl = createIntl({ locale: 'en-US', timeZone: 'Asia/Tokyo', messages: {} });
    expect(renderCell({ key: 'readAt', title: 'Read at', type: 'datetime' }, '2026-11-03 08:00:00', {}, intl)).toBe('11/03/2026, 08:00:00');
    expect(renderCell({ key: 'day', title: 'Day', type: 'date' }, '2026-11-03', {}, intl)).toBe('11/03/2026');
  });
});
