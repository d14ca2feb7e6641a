import type { SubApp } from '../../../src/api/types.ts';

/** Sub-apps of the app switcher; the console filters them by online, whitelist and tenant (spec §6). */
export function seedSubApps(): SubApp[] {
  return [
    { key: 'cem-platform', name: 'CEM Console', icon: 'leaf', online: true, whitelist: [], main: true, entry: '/cem-platform/' },
    { key: 'ops-portal', name: 'Operations Portal', icon: 'dashboard', online: true, whitelist: [], main: true, entry: '/ops-portal/' },
    { key: 'smart-bnb', name: 'Smart Bnb', icon: 'home', online: true, whitelist: [], main: false, entry: '/smart-bnb/' },
    { key: 'legacy-bi', name: 'Legacy BI', icon: 'chart', online: false, whitelist: [], main: false, entry: '/legacy-bi/' },
    { key: 'carbon-lab', name: 'Carbon Lab', icon: 'cloud', online: true, whitelist: ['u-1001'], main: false, entry: '/carbon-lab/' },
  ];
}

/**
 * The sub-apps offered to one user: a whitelisted app only to the people on its list, and its
 * list then names that user alone (a whitelist is other people's ids, of any company).
 */
export function subAppsFor(apps: readonly SubApp[], userid: string): SubApp[] {
  return apps
    .filter((app) => app.whitelist.length === 0 || app.whitelist.includes(userid))
    .map((app) => ({ ...app, whitelist: app.whitelist.length === 0 ? [] : [userid] }));
}
