import { createIntl } from 'react-intl';
import { readFileSync } from 'node:fs';
import { baseExportColumns, deviceExportJob } from '../../../src/screens/devices/shared/deviceExport';
import { setupMockBackend } from '../../support/backend';
import { signedInRoot } from '../../support/testRoot';
import { devicesApi } from '../../../src/api/devices';

setupMockBackend();
const messages = JSON.parse(readFileSync('public/lang/en.json', 'utf8')) as Record<string, string>;
const intl = createIntl({ locale: 'en-US', messages });

describe('device list export', () => {
  it('writes every device of the list as filtered on screen (store, space, kind), with the connection in words', async () => {
    const t = await signedInRoot('operator', 'operator123');
    const store = t.root.project.currentStore;
    const filter = { store, space: 'sp-st-1005-01-01', kind: 'power' as const, subtype: 2 };
    const listed = await devicesApi(t.root.api).getgroupdev({ ...filter, page: 1, pagesize: 1000 });
    expect(listed.total).toBeGreaterThan(100); // the A building's lighting circuits
    const file = await deviceExportJob(t.root.api, filter, baseExportColumns(intl), 'Lighting circuits')({
      format: 'csv', signal: new AbortController().signal, onProgress: () => {},
    });
    const lines = (await file.blob.text()).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe('Name,Space,Connection');
    expect(lines).toHaveLength(listed.total + 1);
    expect(file.filename).toBe('Lighting circuits.csv');
    // The reason holds a localised time with commas, so the cell is quoted.
    expect(lines.some((l) => /,"?(Offline|Unknown): /.test(l))).toBe(true);
    t.dispose();
  });
});
