// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEVICE_PAGES, SCAN_PAGES, type ScanPage } from '../../../src/api/scanPages';
import { walk } from '../../../mock/api/db/menus/build';
import { catalogue } from '../../../mock/api/db/menus/index';

/** The page whose view the resolver checks is the menu leaf of the page the console opens: one table, never two answers. */

const leaves = walk(catalogue());
const fixed = (values: ScanPage['params']) => Object.fromEntries(Object.entries(values ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));

describe('the scan pages', () => {
  const pages = Object.entries({ ...SCAN_PAGES, ...DEVICE_PAGES }).filter(([key]) => key !== 'asset');
  it.each(pages)('%s: its page id is the menu leaf of its route and route parameters', (_key, page) => {
    const leaf = leaves.find((item) => item.pid === page.pid);
    expect(leaf?.page).toBe(page.route);
    expect(leaf?.params ?? {}).toMatchObject(fixed(page.params));
  });

  it("opens an asset's record under the asset register's list, whose leaf is that list", () => {
    expect(leaves.find((item) => item.pid === SCAN_PAGES.asset.pid)).toMatchObject({ page: 'common-page', params: { pid: 'p-asset-status' } });
    expect(SCAN_PAGES.asset.params).toMatchObject({ pid: 'p-asset-status', mode: 'view' });
  });
});
