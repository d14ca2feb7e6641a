// The scanner without a camera (jsdom has none): the typed code is the fallback. The server
// resolves it within the maintainer's scope: another company's pile is refused with the keyed
// message and nothing moves; the maintainer's own pile opens its station's monitor. With a camera,
// (the Open button's name may still carry antd's loading icon while it fades: matched by its end)
// closing the scanner stops every track.
import { screen, waitFor, within } from '@testing-library/react';
import { setupMockBackend } from '../../support/backend';
import { waitForPath, type MountedApp } from '../../support/mountApp';
import { mountSignedIn } from '../../support/session';
import { setupUser } from '../../support/user';

setupMockBackend();
let mounted: MountedApp | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
  Reflect.deleteProperty(navigator, 'mediaDevices');
  Reflect.deleteProperty(globalThis, 'BarcodeDetector');
});

// A light page: role queries over a whole antd table take seconds each in jsdom.
const START = '/index/personal-center';

async function openScanner() {
  mounted = await mountSignedIn(START, { user: 'maintainer' });
  const user = setupUser();
  await user.click(await screen.findByRole('button', { name: 'Scan a label' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Scan a label' }) };
}

describe('the scanner', () => {
  it("refuses another company's pile by its typed code, keyed, and stays; opens the maintainer's own pile", async () => {
    const { user, dialog } = await openScanner();
    expect(within(dialog).getByRole('status')).toHaveTextContent('No camera here: type the code on the label');
    const field = within(dialog).getByLabelText('Code on the label');
    await user.type(field, 'cem:pile:cp-00055');
    await user.click(within(dialog).getByRole('button', { name: /Open$/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('cem:pile:cp-00055 was not found in your scope');
    expect(mounted!.path()).toBe(START);

    await user.clear(field);
    await user.type(field, 'a shop barcode');
    await user.click(within(dialog).getByRole('button', { name: /Open$/ }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('This is not a label code of this console'));

    await user.clear(field);
    await user.type(field, 'cem:pile:cp-00001');
    await user.click(within(dialog).getByRole('button', { name: /Open$/ }));
    await waitForPath(mounted!, '/index/station-monitoring?station=cs-0001');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Scan a label' })).not.toBeInTheDocument());
  });

  it('asks for the back camera, and stops it when closed', async () => {
    const stopped: string[] = [];
    const track = { stop: () => stopped.push('video') };
    const asked: unknown[] = [];
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: async (constraints: unknown) => (asked.push(constraints), { getTracks: () => [track] }) },
    });
    // The browser's own detector (Android, macOS), reading nothing: no polyfill is loaded.
    Object.defineProperty(globalThis, 'BarcodeDetector', {
      configurable: true,
      value: class {
        static getSupportedFormats = async () => ['qr_code'];
        detect = async () => [];
      },
    });
    const { user, dialog } = await openScanner();
    expect(asked).toEqual([{ video: { facingMode: 'environment' }, audio: false }]);
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Hold the label’s QR code in the picture'));
    expect(stopped).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(stopped).toEqual(['video']));
  });
});
