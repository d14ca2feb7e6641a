import { declareRoutes, type SeedGrants } from '../routeDecl.ts';

/** Energy settings (standards, floor areas, budgets, storage runs): everyone but a viewer edits them. */
const SETTINGS: SeedGrants = { operator: ['view', 'export', 'control', 'edit'], maintenance: ['view', 'control', 'edit'] };

/**
 * The energy and carbon routes: carbon, efficiency, analysis, energy assets, prices and dashboards.
 * Each route is declared here once (src/api/routeDecl.ts); its screen lives in
 * src/screens/energy/registry.ts.
 */
export const ENERGY_ROUTES = declareRoutes('energy', [
  { name: 'home', module: 'carbon-energy', noProjectExempt: true },
  { name: 'carbon-home', module: 'carbon-energy' },
  { name: 'carbon-metering', module: 'carbon-energy' },
  { name: 'carbon-emissions', module: 'carbon-energy' },
  { name: 'carbon-assessment', module: 'carbon-energy' },
  { name: 'carbon-prediction', module: 'carbon-energy' },
  { name: 'carbon-cockpit', path: 'carbon-cockpit/:menutype?', module: 'analysis', noProjectExempt: true },
  {
    name: 'carbon-cockpit-fullscreen',
    path: '/carbon-cockpit-fullscreen/:menutype?',
    module: 'carbon-energy',
    parent: 'root',
    dashboard: true,
    title: 'carbon.cockpit.title.carbon',
    leaf: null,
  },
  { name: 'load-forecast', module: 'carbon-energy' },
  { name: 'building-energy-efficiency', module: 'carbon-energy' },
  { name: 'energy-efficiency-analysis', module: 'carbon-energy' },
  { name: 'indicator-budget', module: 'carbon-energy', grants: SETTINGS },
  { name: 'project-overview', module: 'carbon-energy' },
  { name: 'building-management', module: 'carbon-energy', grants: SETTINGS },
  { name: 'project-parameters', module: 'carbon-energy' },
  { name: 'peaking-info', module: 'carbon-energy' },
  { name: 'peaking-income-analysis', module: 'carbon-energy' },
  { name: 'load-analysis-prediction', module: 'carbon-energy' },
  { name: 'energy-standard', path: 'energy-standard/:value?/:level?', module: 'carbon-energy', grants: SETTINGS },
  { name: 'energy-config', path: 'energy-config/:value?/:level?', module: 'carbon-energy', grants: SETTINGS },
  { name: 'comparative-analysis', module: 'analysis' },
  { name: 'vertical-comparison', module: 'analysis' },
  { name: 'energy-tree-analysis', module: 'analysis' },
  { name: 'energy-data-report', module: 'analysis' },
  { name: 'measurement-method', path: 'measurement-method/:metertype?', module: 'analysis' },
  { name: 'measurement-result', path: 'measurement-result/:resulttype?', module: 'analysis' },
  { name: 'load-monitoring', path: 'load-monitoring/:loadtype?', module: 'devices' },
  { name: 'meter-monitoring', module: 'misc' },
  { name: 'energy-overview', module: 'energy-assets' },
  { name: 'energy-monitoring', module: 'energy-assets' },
  { name: 'photovoltaic-monitoring', module: 'energy-assets' },
  { name: 'storage-monitoring', module: 'energy-assets' },
  { name: 'pv-generation', module: 'energy-assets' },
  { name: 'es-charge-discharge', module: 'energy-assets' },
  { name: 'run-configuration', module: 'energy-assets', grants: SETTINGS },
  { name: 'power-report', module: 'energy-assets' },
  { name: 'inverter-report', module: 'energy-assets' },
  { name: 'storage-charge-report', module: 'energy-assets' },
  { name: 'billing-report', module: 'energy-assets' },
  { name: 'green-electricity-trace', module: 'misc' },
  { name: 'dashboard', module: 'misc' },
  { name: 'cmihome', module: 'energy-assets', noProjectExempt: true },
  { name: 'cmi-project-map', module: 'energy-assets', noProjectExempt: true },
  { name: 'electricity-price', module: 'analysis' },
  { name: 'water-price', module: 'analysis' },
  { name: 'gas-price', module: 'analysis' },
  { name: 'hot-cold-price', module: 'analysis' },
  { name: 'pv-price', module: 'analysis' },
]);
