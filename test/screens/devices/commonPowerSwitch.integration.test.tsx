import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../support/user';
import { setupMockBackend } from '../../support/backend';
import { signedInConsole } from './support';

setupMockBackend();
const open = signedInConsole();

/** Opens the lighting circuits and waits for their rows (the header row left out). */
async function openCircuits(): Promise<HTMLElement[]> {
  await open('/index/common-power-switch/1');
  const table = await screen.findByRole('table');
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return within(table).getAllByRole('row').slice(1);
}

describe('common-power-switch/:powercontroltype (issue 13)', () => {
  it('switching off a critical circuit names what goes dark and sends nothing until confirmed', async () => {
    const row = (await openCircuits()).find((r) => within(r).queryByText('Critical') && within(r).queryByText('On') && !within(r).getByRole('checkbox').hasAttribute('disabled'));
    expect(row, 'a critical circuit that is on and online').toBeDefined();
    // The name cell holds the name (the space on a line beneath it, the label beside).
    const name = row!.querySelector('.cem-device-name')!.textContent!;
    const user = setupUser();
    await user.click(within(row!).getByRole('checkbox'));

    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch off 1 critical circuits?' });
    expect(within(dialog).getByTestId('cut-items')).toHaveTextContent(name);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(row!).queryByText(/Sent|Confirmed|Sending/)).not.toBeInTheDocument(); // nothing sent

    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Switch off anyway' }));
    await within(row!).findByText('Confirmed');
    await waitFor(() => expect(within(row!).getByText('Off')).toBeInTheDocument());
  });

  it('switching off any circuit asks first, naming each circuit that stops; Cancel sends nothing (issue 36)', async () => {
    const row = (await openCircuits()).find((r) => !within(r).queryByText('Critical') && within(r).queryByText('On') && !within(r).getByRole('checkbox').hasAttribute('disabled'));
    expect(row, 'a circuit that is on, online and not critical').toBeDefined();
    const name = row!.querySelector('.cem-device-name')!.textContent!;
    const user = setupUser();
    await user.click(within(row!).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch off 1 circuit(s)?' });
    expect(within(dialog).getByText('Circuits that stop supplying power now (1):')).toBeInTheDocument();
    expect(within(dialog).getByTestId('cut-items')).toHaveTextContent(name);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(row!).queryByText(/Sent|Confirmed|Sending/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Switch off' }));
    await within(row!).findByText('Confirmed');
  });

  it('while a circuit\'s command is pending On and Off wait for it (issue 21)', async () => {
    const row = (await openCircuits()).find((r) => !within(r).queryByText('Critical') && within(r).queryByText('Off') && !within(r).getByRole('checkbox').hasAttribute('disabled'));
    expect(row, 'a circuit that is off, online and not critical').toBeDefined();
    const user = setupUser();
    await user.click(within(row!).getByRole('checkbox'));
    const turnOn = screen.getByRole('button', { name: 'Turn on' });
    const turnOff = screen.getByRole('button', { name: 'Turn off' });
    await user.click(turnOn);
    expect(within(row!).getByText(/Sending|Sent, waiting for the device/)).toBeInTheDocument();
    expect(turnOn).toBeDisabled();
    expect(turnOff).toBeDisabled();
    await within(row!).findByText('Confirmed');
    await waitFor(() => expect(turnOff).toBeEnabled());
  });
});
