/**
 * The screens (routes) that show metered energy: the console's energy screens and the peak-shaving
 * plan's load curve. An energy read names the pid of a menu entry that opens one of them.
 */
export const ENERGY_SCREENS: readonly string[] = [
  'home', 'dashboard', 'carbon-home', 'carbon-metering', 'carbon-emissions', 'carbon-assessment', 'carbon-prediction', 'carbon-cockpit',
  'green-electricity-trace', 'peaking-info', 'peaking-income-analysis', 'peaking-plan', 'cmihome', 'cmi-project-map', 'project-overview',
  'energy-overview', 'energy-monitoring', 'meter-monitoring', 'building-management', 'project-parameters', 'building-energy-efficiency',
  'energy-efficiency-analysis', 'indicator-budget', 'energy-standard', 'energy-config', 'comparative-analysis', 'vertical-comparison',
  'energy-tree-analysis', 'energy-data-report', 'measurement-method', 'measurement-result', 'load-forecast', 'load-analysis-prediction',
  'load-monitoring', 'photovoltaic-monitoring', 'storage-monitoring', 'pv-generation', 'es-charge-discharge', 'run-configuration',
  'power-report', 'inverter-report', 'storage-charge-report', 'billing-report', 'electricity-price', 'water-price', 'gas-price',
  'hot-cold-price', 'pv-price',
];

/** The pids of the catalogue entries that open an energy screen (the pages an energy read may name). */
export function energyReadPages(entries: readonly { page?: string; pid?: string }[]): string[] {
  const screens = new Set(ENERGY_SCREENS);
  return entries.flatMap((entry) => (entry.pid && entry.page && screens.has(entry.page) ? [entry.pid] : []));
}
