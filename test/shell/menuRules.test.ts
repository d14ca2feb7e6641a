// @vitest-environment node
import { routeByName } from '../../src/routes';
import { noProjectApplies, pickerOffered, shownOnPortal } from '../../src/shell/menuRules';
import type { MenuItem } from '../../src/stores/menu/normalizeMenu';

const item = (name: string, page?: string): MenuItem => ({
  name, title: name, page, params: {}, query: {}, disabled: false, hidden: false, children: [], frameOrigins: [],
});

describe('no-project view exclusions (spec §2)', () => {
  it.each([
    'home', 'common-page', 'detail', 'add', 'history', 'card-iframe', 'terminal-monitoring', 'space-configuration',
    'menu-template', 'menu-tool', 'smartbnb-calendar', 'cmi-project-map', 'personal-center', 'store-management',
  ])('does not apply on %s', (name) => {
    const route = routeByName(name);
    expect(route, name).toBeDefined();
    expect(noProjectApplies(route, undefined)).toBe(false);
  });

  it.each(['carbon-home', 'carbon-metering', 'energy-overview'])('applies on %s', (name) => {
    expect(noProjectApplies(routeByName(name), item(name, name))).toBe(true);
  });

  it('does not apply to block-listed menu entries, by name or by page', () => {
    const route = routeByName('carbon-home');
    expect(noProjectApplies(route, item('import-export-log'))).toBe(false);
    expect(noProjectApplies(route, item('my-log', 'import-export-log'))).toBe(false);
  });

  it('never applies outside the shell', () => {
    expect(noProjectApplies(routeByName('login'), undefined)).toBe(false);
    expect(noProjectApplies(undefined, undefined)).toBe(false);
  });
});

describe('picker blacklist (spec §6)', () => {
  it('is not offered on black-listed routes and menu entries', () => {
    expect(pickerOffered(routeByName('personal-center'), undefined, 'normal')).toBe(false);
    expect(pickerOffered(routeByName('common-page'), item('x', 'menu-template'), 'normal')).toBe(false);
    expect(pickerOffered(routeByName('carbon-home'), item('carbon-home', 'carbon-home'), 'normal')).toBe(true);
  });

  it('the smart-building variant adds its extras', () => {
    const route = routeByName('space-configuration');
    expect(pickerOffered(route, undefined, 'normal')).toBe(true);
    expect(pickerOffered(route, undefined, 'smart-building')).toBe(false);
  });
});

describe('smart-bnb portal (spec §6)', () => {
  it('hides its blocked entries there only', () => {
    expect(shownOnPortal(item('screen-group'), 'smart-bnb')).toBe(false);
    expect(shownOnPortal(item('mine', 'playgrid'), 'smart-bnb')).toBe(false);
    expect(shownOnPortal(item('screen-group'), 'cem')).toBe(true);
    expect(shownOnPortal(item('carbon-home'), 'smart-bnb')).toBe(true);
  });
});
