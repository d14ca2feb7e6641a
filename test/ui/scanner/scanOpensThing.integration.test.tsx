// Scan to open (issue 39 item 4), by the typed code (jsdom has no camera): a device's code opens
// its kind's control screen showing that device alone, selected, live, with its commands through
// the screen's tracker; a gateway's code opens the gateway list showing that gateway. "Show all"
// gives the whole list back. A guest room's curtain opens its room among the short-stay rooms.
import { screen, waitFor, within } from '@testing-library/react';
import { setupMockBackend } from '../../support/backend';
import { waitForPath, type MountedApp } from '../../support/mountApp';
import { mountSignedIn } from '../../support/session';
import { setupUser } from '../../support/user';

const { db } = setupMockBackend();
let mounted: MountedApp | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

/**
 * A split AC unit (actype 2) of st-1004-01 and the gateway of its floor: a store of pb-1004, the
 * parent business the maintainer last chose, so the console moves to the store without a reload.
 */
const UNIT = { did: 'sp-st-1004-01-01-f01-r03-ac1', name: '103 设备房 分体空调1' };
const GATEWAY = { did: 'sp-st-1004-01-01-f01-gw1', name: '1F 网关1#' };
/** A guest room of the hotel st-1001-04, the store the host works in. */
const CURTAIN = { room: 'sp-st-1001-04-02-f02-r03', name: '203 客房区' };

/** Signs the maintainer in on a light page, types `code` into the scanner and opens it. */
async function scan(code: string, user = 'maintainer') {
  mounted = await mountSignedIn('/index/personal-center', { user });
  const person = setupUser();
  await person.click(await screen.findByRole('button', { name: 'Scan a label' }));
  const dialog = await screen.findByRole('dialog', { name: 'Scan a label' });
  await person.type(within(dialog).getByLabelText('Code on the label'), code);
  await person.click(within(dialog).getByRole('button', { name: /Open$/ }));
  return person;
}

describe('a scanned device or gateway opens its own page', () => {
  it("opens a split AC unit on the AC control screen, alone and selected; a command goes to it only and its row shows the device's answer", async () => {
    const user = await scan(`cem:device:${UNIT.did}`);
    await waitForPath(mounted!, `/index/common-ac/2?device=${UNIT.did}`);
    const table = await screen.findByRole('table', { name: 'AC units, their state and settings' });
    // The one row, once the list (of the scanned unit's store) has come.
    await waitFor(() => expect(within(table).getAllByRole('row').map((r) => r.textContent)).toEqual([expect.any(String), expect.stringContaining(UNIT.name)]));
    const row = within(table).getAllByRole('row')[1]!;
    expect(screen.getByRole('alert')).toHaveTextContent(`Showing only ${UNIT.name}`);
    await waitFor(() => expect(within(row).getByRole('checkbox', { name: `Select ${UNIT.name}` })).toBeChecked());
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    // Its QR label prints from its row, beside its name.
    expect(within(row).getByRole('button', { name: `Print the label of ${UNIT.name}` })).toBeInTheDocument();
    // The KPIs still count the store's split units, not the one shown.
    expect(within(screen.getByText('AC units').closest<HTMLElement>('.cem-card')!).getByText('121')).toBeInTheDocument();

    const commands = () => db.audit.query({ area: 'command' }).map((e) => e.target);
    const before = commands().length;
    await user.click(screen.getByRole('button', { name: within(row).queryByText('On') ? 'Turn off' : 'Turn on' }));
    await within(row).findByText('Confirmed');
    expect(screen.getByTestId('batch-results')).toHaveTextContent('1 confirmed');
    expect(commands().slice(0, commands().length - before)).toEqual([UNIT.did]);

    await user.click(screen.getByRole('button', { name: 'Show all' }));
    await waitForPath(mounted!, '/index/common-ac/2');
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'AC units, their state and settings' })).getAllByRole('row').length).toBeGreaterThan(2));
  });

  it("opens a guest room's curtain on the short-stay rooms showing its room, with the room's devices and the curtain's commands", async () => {
    const user = await scan(`cem:device:${CURTAIN.room}-ct1`, 'bnbhost');
    await waitForPath(mounted!, `/index/smartbnb-room?room=${CURTAIN.room}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(`Showing only ${CURTAIN.name}`);
    const devices = await screen.findByRole('table', { name: 'The room’s devices and their state' });
    const button = await within(devices).findByRole('button', { name: `Close ${CURTAIN.name} 电动窗帘` });
    await user.click(button);
    // Sent from the rooms page, which commands curtains: the server took it.
    await waitFor(() => expect(devices.querySelector('[data-command-life]')).toHaveAttribute('data-command-life', 'sent'));
    expect(db.audit.query({ area: 'command', pid: 'p-smartbnb-room' }).map((e) => e.target)).toEqual([`${CURTAIN.room}-ct1`]);
  });

  it('opens a gateway on the gateway list showing that gateway', async () => {
    await scan(`cem:gateway:${GATEWAY.did}`);
    await waitForPath(mounted!, `/index/gateway-management?device=${GATEWAY.did}`);
    const table = await screen.findByRole('table', { name: 'Gateways, their link and the devices behind them' });
    await waitFor(() => expect(within(table).getAllByRole('row').map((r) => r.textContent)).toEqual([expect.any(String), expect.stringContaining(GATEWAY.name)]));
    expect(screen.getByRole('alert')).toHaveTextContent(`Showing only ${GATEWAY.name}`);
  });
});
