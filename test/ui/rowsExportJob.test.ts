// @vitest-environment node
import { rowsExportJob } from '../../src/ui/export-button/rowsExportJob';

describe('rowsExportJob', () => {
  it('reads the rows afresh when run and writes them with the columns, under a safe file name', async () => {
    let reads = 0;
    const job = rowsExportJob(
      async () => {
        reads += 1;
        return [{ code: 'HT-1', rent: 1200 }, { code: 'HT-2', rent: 900 }];
      },
      [{ key: 'code', title: 'Contract' }, { key: 'rent', title: 'Rent', type: 'number', value: (row) => row.rent * 2 }],
      'Contracts: st/1',
    );
    expect(reads).toBe(0);
    const file = await job({ format: 'csv', signal: new AbortController().signal, onProgress: () => undefined });
    expect(reads).toBe(1);
    expect(file.filename).toMatch(/^Contracts.*st.*1\.csv$/);
    expect(file.filename).not.toMatch(/[/:]/);
    expect((await file.blob.text()).replace(/^\uFEFF/, '').trim().split(/\r?\n/)).toEqual(['Contract,Rent', 'HT-1,2400', 'HT-2,1800']);
  });
});
