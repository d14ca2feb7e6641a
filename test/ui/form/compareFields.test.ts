import { compareFields } from '../../../src/ui/form/ConflictPanel';

describe('compareFields (their version beside mine)', () => {
  const labels = { name: 'Name', roles: 'Roles', store: 'Own store', area: 'Area' };

  it('lists only the fields that differ, by their labels, as text', () => {
    expect(compareFields(labels, { name: 'A', roles: ['admin'], store: 's1', area: 12 }, { name: 'B', roles: ['admin'], store: 's1', area: null })).toEqual([
      { key: 'name', label: 'Name', mine: 'A', theirs: 'B' },
      { key: 'area', label: 'Area', mine: '12', theirs: '' },
    ]);
  });

  it('names what a select chose by its option labels, ids it does not know as they are', () => {
    const choices = { roles: [{ value: 'admin', label: 'Administrator' }, { value: 'viewer', label: 'Viewer' }], store: [{ value: 's1', label: 'Lobby store' }] };
    expect(compareFields(labels, { name: 'A', roles: ['admin', 'viewer'], store: 's1' }, { name: 'A', roles: ['gone'], store: undefined }, choices)).toEqual([
      { key: 'roles', label: 'Roles', mine: 'Administrator, Viewer', theirs: 'gone' },
      { key: 'store', label: 'Own store', mine: 'Lobby store', theirs: '' },
    ]);
  });
});
