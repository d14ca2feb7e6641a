// @vitest-environment node
import { lintFolder, lintSnippet } from './projectLint';

const lint = (file: string, code: string) => lintSnippet('cem/mock-domains', file, code);

describe("the mock's domain boundaries (ARCHITECTURE §6)", () => {
  it('lets a domain import its own files, the world core, shared records, the HTTP helpers and src/api', async () => {
    expect(await lint('mock/api/db/billing/X.ts', "import { StoreBook } from './StoreBook.ts';\nexport const x = StoreBook;\n")).toEqual([]);
    expect(await lint('mock/api/db/billing/spaces/X.ts', "import { SimClock } from '../../core/clock/SimClock.ts';\nexport const x = SimClock;\n")).toEqual([]);
    expect(await lint('mock/api/db/energy/X.ts', "import type { UserRecord } from '../users.ts';\nexport type X = UserRecord;\n")).toEqual([]);
    expect(await lint('mock/api/db/devices/X.ts', "import { BadRequest } from '../../envelope.ts';\nexport const x = BadRequest;\n")).toEqual([]);
    expect(await lint('mock/api/db/pages/X.ts', "import type { PageAction } from '../../../../src/api/pageConfig.ts';\nexport type X = PageAction;\n")).toEqual([]);
    // Administration is one domain: roles and staff (admin/access/) beside stores, audit and profile.
    expect(await lint('mock/api/db/admin/access/X.ts', "import { StoresAdmin } from '../storesAdmin.ts';\nexport const x = StoresAdmin;\n")).toEqual([]);
    // The composition root imports every domain.
    expect(await lint('mock/api/db/Database.ts', "import { BillingWorld } from './billing/BillingWorld.ts';\nexport const x = BillingWorld;\n")).toEqual([]);
  });

  it("refuses another domain's internals, the composition root, and core reaching into a domain", async () => {
    expect(await lint('mock/api/db/billing/X.ts', "import type { DeviceWorld } from '../devices/DeviceWorld.ts';\nexport type X = DeviceWorld;\n")).toHaveLength(1);
    expect(await lint('mock/api/db/energy/X.ts', "import { BillingWorld } from '../billing/BillingWorld.ts';\nexport const x = BillingWorld;\n")).toHaveLength(1);
    // The edges once allowed as debt (billing and devices reading energy's files) are refused like any other.
    expect(await lint('mock/api/db/billing/X.ts', "import { FX_RATES } from '../energy/fxRates.ts';\nexport const x = FX_RATES;\n")).toHaveLength(1);
    expect(await lint('mock/api/db/devices/X.ts', "import type { EnergyState } from '../energy/EnergyState.ts';\nexport type X = EnergyState;\n")).toHaveLength(1);
    expect(await lint('mock/api/db/billing/X.ts', "import type { Database } from '../Database.ts';\nexport type X = Database;\n")).toHaveLength(1);
    expect(await lint('mock/api/db/core/X.ts', "import { DeviceWorld } from '../devices/DeviceWorld.ts';\nexport const x = DeviceWorld;\n")).toHaveLength(1);
    expect(await lint('mock/api/db/menus/X.ts', "export const load = () => import('../pages/service.ts');\n")).toHaveLength(1);
    // The catalogue's titles reach administration from the composition root, not from menus/.
    expect(await lint('mock/api/db/admin/access/X.ts', "import { catalogue } from '../../menus/index.ts';\nexport const x = catalogue;\n")).toHaveLength(1);
    expect(await lint('mock/api/db/devices/X.ts', "import { RootStore } from '../../../../src/stores/RootStore';\nexport const x = RootStore;\n")).toHaveLength(1);
  });

  it('passes on the whole of mock today', async () => {
    expect(await lintFolder('cem/mock-domains', 'mock')).toEqual([]);
  });
});
