import { screen, waitFor } from '@testing-library/react';
import { MONTH, rows, setupEnergyScreens } from './support';

vi.mock('echarts/core', async () => (await import('../../support/echartsStandIns')).core);
vi.mock('echarts/charts', async () => (await import('../../support/echartsStandIns')).charts);
vi.mock('echarts/components', async () => (await import('../../support/echartsStandIns')).components);
vi.mock('echarts/renderers', async () => (await import('../../support/echartsStandIns')).renderers);

const { at } = setupEnergyScreens();

/** Every button's text on the page (the console and its portals). */
const buttonTexts = () => [...document.body.querySelectorAll('button')].map((b) => b.textContent?.trim() ?? '').filter(Boolean);
/** Buttons by their accessible label (an icon button has no text). */
const labelled = (pattern: RegExp) => [...document.body.querySelectorAll('button[aria-label]')].filter((b) => pattern.test(b.getAttribute('aria-label') ?? ''));
const READ_ONLY = 'You can see these settings; changing them needs the edit permission of this page.';

/**
 * Issue 35 gap 3: an energy screen offers Save, Set, Edit and Import only with the page's edit
 * permission, and Export only with its export permission (the demo viewer: view only; the
 * operator: view, export and edit on the setting screens), as the mock checks them.
 */
describe('energy settings follow the page’s grants', () => {
  it('energy-standard: the viewer sees the standards with no Set, Edit or Import, and says why', async () => {
    await at('/index/energy-standard', { user: 'viewer' });
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    expect(await screen.findByText(READ_ONLY)).toBeInTheDocument();
    expect(buttonTexts()).not.toContain('Set a standard');
    expect(buttonTexts()).not.toContain('Edit');
    expect(screen.queryByText('Import standards from a spreadsheet')).toBeNull();
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });

  it('energy-standard: the operator may set, edit and import', async () => {
    await at('/index/energy-standard');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    await waitFor(() => expect(buttonTexts()).toContain('Set a standard'));
    expect(buttonTexts().filter((t) => t === 'Edit')).toHaveLength(rows().length);
    expect(screen.getByText('Import standards from a spreadsheet')).toBeInTheDocument();
    expect(screen.queryByText(READ_ONLY)).toBeNull();
  });

  it('building-management: floor areas are read-only for the viewer, who is told why', async () => {
    await at(`/index/building-management?${MONTH}`, { user: 'viewer' });
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    expect(await screen.findByText(READ_ONLY)).toBeInTheDocument();
    expect(labelled(/^Edit the floor area of /)).toEqual([]);
  });

  it('building-management: the operator has an edit button per building', async () => {
    await at(`/index/building-management?${MONTH}`);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    await waitFor(() => expect(labelled(/^Edit the floor area of /)).toHaveLength(rows().length));
  });

  it('energy-config: no floor-area edit for the viewer', async () => {
    await at('/index/energy-config', { user: 'viewer' });
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    expect(await screen.findByText(READ_ONLY)).toBeInTheDocument();
    expect(labelled(/^Edit the floor area of /)).toEqual([]);
  });

  it('indicator-budget: the viewer reads the budget in disabled cells with no Save; the operator may save', async () => {
    const viewer = await at(`/index/indicator-budget?${MONTH}`, { user: 'viewer' });
    const cells = await screen.findAllByRole('spinbutton');
    expect(await screen.findByText(READ_ONLY)).toBeInTheDocument();
    expect(cells.every((c) => (c as HTMLInputElement).disabled)).toBe(true);
    expect(buttonTexts()).not.toContain('Save budget');
    expect(buttonTexts()).not.toContain('Undo changes');
    await viewer.unmount();
    await at(`/index/indicator-budget?${MONTH}`);
    await waitFor(() => expect(buttonTexts()).toContain('Save budget'));
    expect(screen.getAllByRole('spinbutton').some((c) => (c as HTMLInputElement).disabled)).toBe(false);
  });

  it('run-configuration: the operator (edit) has Save', async () => {
    await at('/index/run-configuration');
    await waitFor(() => expect(buttonTexts()).toContain('Save'));
    expect(screen.queryByText(READ_ONLY)).toBeNull();
  });

  it('carbon-metering: no Export and no detail export for the viewer (no export permission); both for the operator', async () => {
    const viewer = await at(`/index/carbon-metering?${MONTH}`, { user: 'viewer' });
    await screen.findByText('Carbon account of the period');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    expect(buttonTexts().filter((t) => t.startsWith('Export'))).toEqual([]);
    expect(screen.queryByText('Detailed readings')).toBeNull();
    await viewer.unmount();
    await at(`/index/carbon-metering?${MONTH}`);
    await screen.findByText('Detailed readings');
    await waitFor(() => expect(buttonTexts().filter((t) => t.startsWith('Export')).length).toBeGreaterThanOrEqual(2));
  });

  it('energy-data-report: no Export for the viewer, Export for the operator', async () => {
    const viewer = await at(`/index/energy-data-report?${MONTH}`, { user: 'viewer' });
    await screen.findByText('Energy types and meters');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    expect(buttonTexts().filter((t) => t.startsWith('Export'))).toEqual([]);
    await viewer.unmount();
    await at(`/index/energy-data-report?${MONTH}`);
    await waitFor(() => expect(buttonTexts().filter((t) => t.startsWith('Export'))).toHaveLength(1));
  });
});

describe('in Thai', () => {
  beforeEach(() => window.localStorage.setItem('lang', 'th'));
  afterEach(() => window.localStorage.removeItem('lang'));

  it('energy-standard: the viewer is told in Thai why there is no Set, Edit or Import', async () => {
    await at('/index/energy-standard', { user: 'viewer' });
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    expect(await screen.findByText('คุณดูการตั้งค่าเหล่านี้ได้ การเปลี่ยนแปลงต้องมีสิทธิ์แก้ไขของหน้านี้')).toBeInTheDocument();
    expect(buttonTexts()).not.toContain('ตั้งค่ามาตรฐาน');
    expect(buttonTexts()).not.toContain('แก้ไข');
    expect(screen.queryByText('นำเข้ามาตรฐานจากสเปรดชีต')).toBeNull();
  });

  it('energy-standard: the operator has them in Thai', async () => {
    await at('/index/energy-standard');
    await waitFor(() => expect(buttonTexts()).toContain('ตั้งค่ามาตรฐาน'));
    expect(screen.getByText('นำเข้ามาตรฐานจากสเปรดชีต')).toBeInTheDocument();
  });
});
