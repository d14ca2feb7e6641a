import { createIntl } from 'react-intl';
import { readFileSync } from 'node:fs';
import { overviewExportJob } from '../../../src/screens/devices/overview/overviewExport';
import { setupMockBackend } from '../../support/backend';
import { signedInRoot } from '../../support/testRoot';
import { devicesApi } from '../../../src/api/devices';

setupMockBackend();
const messages = JSON.parse(readFileSync('public/lang/en.json', 'utf8')) as Record<string, string>;
const intl = createIntl({ locale: 'en-US', messages });

describe('device-projects-overview export (issue 21, item 5)', () => {
  it('names each store’s currency in a column of its own, not one hard-coded code in the savings header', async () => {
    const t = await signedInRoot('operator', 'operator123');
    const parent = t.root.project.currentParent;
    const overview = await devicesApi(t.root.api).projectsOverview(parent);
    expect(overview.stores.length).toBeGreaterThan(0);
    const file = await overviewExportJob(t.root.api, parent, intl)({ format: 'csv', signal: new AbortController().signal, onProgress: () => {} });
    const lines = (await file.blob.text()).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe('Store,Devices,Online,Online rate (%),Open alarms,Commands today,"Policy savings (kWh, 30 days)","Policy savings (money, 30 days)",Currency');
    expect(lines[0]).not.toMatch(/\(CNY\)/);
    expect(lines.slice(1).map((l) => l.split(',').at(-1))).toEqual(overview.stores.map((s) => s.currency));
    t.dispose();
  });
});
