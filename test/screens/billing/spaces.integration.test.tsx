import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupMockBackend } from '../../support/backend';
import { signedInConsole } from '../devices/support';

setupMockBackend();
const open = signedInConsole();

describe('billing spaces and room states (issue 14)', () => {
  it('bill-space-config: a room’s meter group and energy flow; ratio shares show their sum and are refused unless they add up to 100 %', async () => {
    await open('/index/bill-space-config?space=sp-st-1005-01-01-f01-r04&month=2026-10');
    expect(await screen.findByText('sp-st-1005-01-01-f01-r04-em')).toBeTruthy();
    // The flow's room total is its meter's October plus 2.6136 % of the building's HVAC meter.
    const flow = () => document.querySelector('table[aria-label="Energy sources in 2026-10"]')?.textContent ?? '';
    await waitFor(() => expect(flow()).toContain('3,101.84'));
    expect(flow()).toContain('2,250.88');

    // Text and label queries: role queries over this page (a 40-room dialog) are too slow in jsdom.
    fireEvent.click(screen.getByText('Change').closest('button')!);
    const dialog = () => screen.getByText('Change the split (104 办公室)').closest<HTMLElement>('[role="dialog"]')!;
    await waitFor(() => expect(dialog()).toBeTruthy());
    fireEvent.click(within(dialog()).getByLabelText('By fixed ratio'));
    expect(within(dialog()).getByText('The shares add up to 100 %: ready to save.')).toBeTruthy();
    const first = () => within(dialog()).getByLabelText('Share of A座 104 办公室 (%)') as HTMLInputElement;
    fireEvent.change(first(), { target: { value: '12.6136' } });
    fireEvent.blur(first());
    await waitFor(() => expect(within(dialog()).getByText('The shares add up to 110 %: they must add up to 100 % to save.')).toBeTruthy());
    fireEvent.click(within(dialog()).getByText('Save').closest('button')!);
    await waitFor(() => expect(within(dialog()).getByText('The shares add up to 110 %, not 100 %; nothing was saved.')).toBeTruthy());
    expect(first().value).toBe('12.6136');
  });

  it('space-room-state: a filtered, live board; a room’s drawer with its contract and consumption; a let room cannot be set vacant', async () => {
    await open('/index/space-room-state?building=sp-st-1005-01-01&floor=1');
    const tile = await screen.findByRole('button', { name: '110 仓库, Occupied' });
    expect(document.querySelectorAll('[data-room]').length).toBe(6);
    expect(screen.getByTestId('last-updated')).toBeTruthy();
    fireEvent.click(tile);
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getAllByText('110 仓库').length).toBeGreaterThan(0);
    expect(within(drawer).getByText('HT-100501-0003')).toBeTruthy();
    expect(within(drawer).getByText('260 days')).toBeTruthy();
    await waitFor(() => expect(within(drawer).getByText('October 2026')).toBeTruthy());
    fireEvent.mouseDown(within(drawer).getByLabelText('State'));
    fireEvent.click(await screen.findByTitle('Vacant'));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save state' }));
    await waitFor(() => expect(within(drawer).getByRole('alert').textContent).toBe('The room is let under contract HT-100501-0003 until 2027-07-19, so it cannot take this state.'));
  });
});
