// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createIntl } from 'react-intl';
import type { DeviceCmd } from '../../../src/api/devices/types';
import { acColumns } from '../../../src/screens/devices/ac/acColumns';
import { powerColumns } from '../../../src/screens/devices/power/powerColumns';
import { columnsWidth } from '../../../src/screens/devices/shared/commonParts';
import type { CommandTracker } from '../../../src/ui/command';

const messages = JSON.parse(readFileSync('public/lang/en.json', 'utf8')) as Record<string, string>;
const intl = createIntl({ locale: 'en-US', messages });
// Only the command cells read the tracker, and no cell is drawn here.
const tracker = {} as CommandTracker<DeviceCmd>;

/**
 * The table's inner width in the device screens' card at 1280 × 900 (measured in Chromium: the
 * card is 801 px, its table 776 px). At 1440 it is 903 px.
 */
const TABLE_AT_1280 = 776;

describe('device control tables fit their card from 1280 px (issue 21, item 7)', () => {
  it.each([
    ['AC units', acColumns(intl, tracker), ['name', 'online', 'power', 'mode', 'temperature', 'setpoint', 'command']],
    ['circuits', powerColumns(intl, tracker), ['name', 'online', 'power', 'load', 'critical', 'command']],
  ] as const)('%s: name and connection fixed on the left, every column a person acts on kept, all within the card', (_, columns, keys) => {
    expect(columns.map((c) => c.key)).toEqual(keys);
    expect(columns.slice(0, 2).map((c) => c.fixed)).toEqual(['left', 'left']);
    for (const c of columns) expect(typeof c.width, `width of ${String(c.key)}`).toBe('number');
    expect(columnsWidth(columns)).toBeLessThanOrEqual(TABLE_AT_1280);
  });
});
