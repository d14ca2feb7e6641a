import type { BusinessInfo, OrganizationRecord } from '../../../src/api/types.ts';
import type { CompanyRecord, UserRecord } from './users.ts';

/** Organization types (spec §3 and §9 fix only 4, the store department). */
export const ORGTYPE = { company: 1, region: 2, branch: 3, storeDepartment: 4 } as const;

export interface OrganizationSeed {
  /** companyid → the company's tree, root first, parents before children. */
  trees: Record<string, OrganizationRecord[]>;
  /** userid → did of the user's organization. */
  userOrganization: Record<string, string>;
}

/**
 * Where each user sits: admin at a region, the operator at the store department of their one
 * store, the maintainer at a city branch, the rest at their company.
 */
const USER_ORGANIZATION: Record<string, string> = {
  'u-1001': 'org-east',
  'u-1002': 'org-demo-1',
  'u-1003': 'org-west-c510100',
  'u-1004': 'org-c-1001',
  'u-1005': 'org-c-1001',
  'u-2001': 'org-c-2001',
};

const short = (name: string) => name.replace(/(市|省|自治区|特别行政区)$/, '');

/**
 * One tree per company: company → region (one per parent business, did = its `organization`)
 * → province branch (only when the region spans several provinces) → city branch → store
 * department (orgtype 4, did = the store's `organization`, organizationid = the store did).
 * A store without a city hangs off its region. Chains are therefore 3 to 5 levels long.
 */
function regionTree(root: string, parent: BusinessInfo, stores: readonly BusinessInfo[]): OrganizationRecord[] {
  const region = parent.organization ?? `org-${parent.did}`;
  const out: OrganizationRecord[] = [{ did: region, upperlevel: root, orgtype: ORGTYPE.region, organizationid: '', name: `${parent.name}事业部` }];
  const located = stores.filter((store) => store.citycode !== '');
  const byProvince = new Set(located.map((store) => store.provincecode)).size > 1;
  const seen = new Set<string>();
  const add = (record: OrganizationRecord) => {
    if (seen.has(record.did)) return;
    seen.add(record.did);
    out.push(record);
  };
  for (const store of stores) {
    let upper = region;
    if (store.citycode !== '') {
      if (byProvince) {
        const province = `${region}-p${store.provincecode}`;
        add({ did: province, upperlevel: region, orgtype: ORGTYPE.branch, organizationid: '', name: `${short(store.province)}分部` });
        upper = province;
      }
      const city = `${region}-c${store.citycode}`;
      add({ did: city, upperlevel: upper, orgtype: ORGTYPE.branch, organizationid: '', name: `${short(store.city)}分公司` });
      upper = city;
    }
    add({
      did: store.organization ?? `org-${store.did}`,
      upperlevel: upper,
      orgtype: ORGTYPE.storeDepartment,
      organizationid: store.did,
      name: store.name,
    });
  }
  return out;
}

/** Organization trees from the businesses; a parent belongs to the company of the users reaching it. */
export function seedOrganizations(
  companies: readonly CompanyRecord[],
  users: readonly UserRecord[],
  businesses: readonly BusinessInfo[],
  reach: Record<string, string[]>,
): OrganizationSeed {
  const companyOfParent = new Map<string, string>();
  for (const user of users) for (const did of reach[user.userid] ?? []) companyOfParent.set(did, user.companyid);
  const trees: Record<string, OrganizationRecord[]> = {};
  for (const company of companies) {
    const root = `org-${company.companyid}`;
    const tree: OrganizationRecord[] = [{ did: root, upperlevel: '', orgtype: ORGTYPE.company, organizationid: '', name: company.name }];
    for (const parent of businesses.filter((b) => b.businessgrade === 0 && companyOfParent.get(b.did) === company.companyid)) {
      const stores = businesses.filter((b) => b.businessgrade === 1 && b.uppergrade === parent.did);
      tree.push(...regionTree(root, parent, stores));
    }
    trees[company.companyid] = tree;
  }
  for (const [userid, did] of Object.entries(USER_ORGANIZATION)) {
    const user = users.find((entry) => entry.userid === userid);
    if (!user || !trees[user.companyid]?.some((org) => org.did === did)) throw new Error(`seed: organization ${did} of ${userid}`);
  }
  return { trees, userOrganization: { ...USER_ORGANIZATION } };
}
