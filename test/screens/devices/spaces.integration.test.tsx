import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupMockBackend } from '../../support/backend';
import { signedInConsole } from './support';

setupMockBackend();
const open = signedInConsole();

describe('space screens and the space tree (issue 13)', () => {
  it('a URL that names a space opens the tree there and titles the screen with its name, not its did', async () => {
    await open('/index/gateway-management?space=sp-st-1005-01-01-f01');
    expect(await screen.findByText('Gateways in 1F')).toBeTruthy();
    const tree = screen.getByRole('tree', { name: 'Buildings, floors and rooms of the store' });
    // The building is open (its floors shown) and the floor selected.
    await waitFor(() => expect(within(tree).getByText('4F')).toBeTruthy());
    expect(tree.querySelector('.cem-tree-node-selected')?.textContent).toBe('1F');
  });

  it('space-configuration: a refused create keeps what was typed and says why; a bound room cannot be deleted', async () => {
    const app = await open('/index/space-configuration?space=sp-st-1005-01-03-f02', 'admin', 'admin123');
    const card = await screen.findByRole('table', { name: 'Spaces in 2F' });
    await waitFor(() => expect(within(card).getAllByRole('row').length).toBeGreaterThan(2));
    const firstRoom = within(card).getAllByRole('row')[1]!.querySelector('td')!.textContent!;
    fireEvent.click(screen.getByRole('button', { name: 'Add Room' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Room in 2F' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: firstRoom } });
    fireEvent.mouseDown(within(dialog).getByLabelText('Type'));
    fireEvent.click(await screen.findByTitle('Meeting room'));
    fireEvent.change(within(dialog).getByLabelText('Area (m²)'), { target: { value: '40' } });
    fireEvent.blur(within(dialog).getByLabelText('Area (m²)'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // antd renders the dialog anew while saving: read it again.
    const again = await screen.findByRole('dialog', { name: 'New Room in 2F' });
    await waitFor(() => expect(within(again).getByRole('alert').textContent).toBe(`${firstRoom} already exists under 2F`));
    expect((within(again).getByLabelText('Name') as HTMLInputElement).value).toBe(firstRoom);
    fireEvent.click(within(again).getByRole('button', { name: 'Cancel' }));

    await act(async () => app.app.root.navigate('/index/space-configuration?space=sp-st-1005-01-01-f01-r03'));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete 103 设备房?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(within(screen.getByRole('dialog', { name: 'Delete 103 设备房?' })).getByRole('alert').textContent).toContain('103 设备房 cannot be deleted: 7 device(s) and 14 meter(s) are bound to it; move or unbind them first'),
    );
  });

  it('space-management: what is bound to a space, read-only for an operator', async () => {
    await open('/index/space-management?space=sp-st-1005-01-01-f01-r03');
    const table = await screen.findByRole('table', { name: 'Bound devices and meters' });
    // The plant room of the mock seed: 7 devices and 14 meters bound directly.
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBe(1 + 21));
    expect(screen.getByText('Devices and meters in 103 设备房')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bind devices or meters' })).toBeNull();
    expect(screen.getByText('You can see the spaces but not change them.')).toBeTruthy();
  });

  it('hot-water-maintance: systems live, plans with their next run, records filtered to failures', async () => {
    await open('/index/hot-water-maintance?result=failed');
    const systems = await screen.findByRole('table', { name: 'Hot-water systems' });
    await waitFor(() => expect(within(systems).getAllByRole('row').length).toBeGreaterThan(1));
    expect(screen.getByTestId('last-updated')).toBeTruthy();
    const plans = screen.getByRole('table', { name: 'Maintenance plans' });
    await waitFor(() => expect(within(plans).getAllByText('70 °C held 30 min').length).toBe(within(systems).getAllByRole('row').length - 1));
    const records = screen.getByRole('table', { name: 'Maintenance records' });
    await waitFor(() => expect(within(records).getAllByText('Failed').length).toBeGreaterThan(0));
    expect(within(records).queryByText('Passed')).toBeNull();
    expect(screen.queryByRole('button', { name: 'New maintenance plan' })).toBeNull();
  });
});
