import type { ScreenModule, ScreenRegistry } from '../loader/registry';
import { ALL_ROUTES } from '../routes';
import { BILLING_SCREEN_KEYS } from '../screens/billing/keys';
import { DEVICE_SCREEN_KEYS } from '../screens/devices/keys';
import { ENERGY_SCREEN_KEYS } from '../screens/energy/keys';

/** The honest stand-in for a screen a later issue builds: it names its route. */
const placeholder = (): Promise<ScreenModule> => import('../loader/PlaceholderScreen');

const iframe = (): Promise<ScreenModule> => import('../screens/generic/IframeScreen');

/** Screens built so far, by manifest component path. */
const BUILT: Record<string, () => Promise<ScreenModule>> = {
  'screens/common-iframe': iframe,
  'screens/card-iframe': iframe,
  'screens/common-page': () => import('../screens/generic/CommonPageScreen'),
  'screens/detail': () => import('../screens/generic/DetailScreen'),
  'screens/add': () => import('../screens/generic/AddScreen'),
  'screens/history': () => import('../screens/generic/HistoryScreen'),
  ...Object.fromEntries(ENERGY_SCREEN_KEYS.map((key) => [`screens/${key}`, () => energyScreen(key)])),
  ...Object.fromEntries(DEVICE_SCREEN_KEYS.map((key) => [`screens/${key}`, () => deviceScreen(key)])),
  ...Object.fromEntries(BILLING_SCREEN_KEYS.map((key) => [`screens/${key}`, () => billingScreen(key)])),
};

type DomainRegistry = Readonly<Record<string, () => Promise<ScreenModule>>>;

/** A domain's screen through its registry chunk (loaded once, on the domain's first screen). */
function throughRegistry(loadRegistry: () => Promise<DomainRegistry>) {
  return async (key: string): Promise<ScreenModule> => {
    const load = (await loadRegistry())[`screens/${key}`];
    if (!load) throw new Error(`no screen ${key} in its domain's registry`);
    return load();
  };
}

const energyScreen = throughRegistry(async () => (await import('../screens/energy/registry')).ENERGY_SCREENS);
const deviceScreen = throughRegistry(async () => (await import('../screens/devices/registry')).DEVICE_SCREENS);
const billingScreen = throughRegistry(async () => (await import('../screens/billing/registry')).BILLING_SCREENS);

/**
 * Manifest component path → screen module. Every routed screen key has a path
 * `screens/<key>`; the domain issues replace placeholders with their screens in BUILT.
 */
export const SCREEN_REGISTRY: ScreenRegistry = {
  ...Object.fromEntries(ALL_ROUTES.filter((r) => !r.open && r.name !== 'index').map((r) => [`screens/${r.name}`, placeholder])),
  ...BUILT,
};
