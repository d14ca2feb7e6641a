import type { IntlShape } from 'react-intl';
import type { DeviceView } from '../../../api/devices/types';
import { textWithKey } from '../../../lib/serverMessage';

/** Why a device is offline or unknown, in the user's language (the server's text where we have no message). */
export function onlineReasonText(intl: IntlShape, device: DeviceView): string {
  return device.onlineReason ? textWithKey(intl, device.onlineReason, device.onlineReasonKey) : '';
}

/** What goes dark when a critical circuit is switched off, in the user's language. */
export function criticalNoteText(intl: IntlShape, device: DeviceView): string | undefined {
  const note = device.power?.criticalNote;
  return note ? textWithKey(intl, note, device.power?.criticalNoteKey) : undefined;
}
