import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { COMMAND_TIMEOUT_MS, type DeviceCmd, type DeviceKind, type DeviceView } from '../../../api/devices/types';
import { useStores } from '../../../stores/context';
import { useCommandTracker } from '../../../ui/command';
import { deviceCommandSource } from '../../../ui/command/deviceCommands';
import { sendToSpace } from './deviceCommands';
import { useSpaceChoice } from './useSpaceChoice';
import { usePagePid } from '../../../ui/hooks/usePagePid';
import { notControllable } from './OnlineCell';
import { useDeviceList } from './useDeviceList';
import { useRefreshOnAnswer } from '../../../ui/command/useRefreshOnAnswer';

/**
 * What a device control screen works with: the store's devices of a kind in the chosen space
 * (kept in the URL), live; the user's selection; and commands to the selection or the whole
 * space, tracked per device. The shown state follows the device: when a command ends, the list
 * is read again at once.
 */
export function useControlScreen(kind: DeviceKind, subtype?: number) {
  const intl = useIntl();
  const { api, project, pages } = useStores();
  const store = project.currentStore;
  const choice = useSpaceChoice();
  const { space, device } = choice;
  const live = useDeviceList(store, space, kind, subtype);
  const pid = usePagePid();
  const source = useMemo(() => deviceCommandSource(api, pid), [api, pid]);
  const tracker = useCommandTracker(source, { timeoutMs: COMMAND_TIMEOUT_MS });
  const [selected, setSelected] = useState<string[]>([]);
  // A scanned label shows its one device (`device=`), selected, so the controls go to it alone.
  const all = useMemo(() => live.resource.value ?? [], [live.resource.value]);
  const devices = useMemo(() => all.filter((d) => !device || d.did === device), [all, device]);
  const byDid = useMemo(() => new Map(devices.map((d) => [d.did, d])), [devices]);

  useRefreshOnAnswer(tracker, live);
  useEffect(() => {
    setSelected(device ? [device] : []);
    // A batch belongs to the space it was sent in: its results (and "Send again") must not
    // outlive it, naming devices no longer on screen.
    tracker.clear();
  }, [space, device, kind, subtype, store, tracker]);

  const chosen = selected.map((did) => byDid.get(did)).filter((d): d is DeviceView => d !== undefined && notControllable(d, intl) === null);
  const controllable = devices.filter((d) => notControllable(d, intl) === null);
  // "All in the space" is not offered while one device is shown: the space holds more than is on screen.
  const wholeSpace = space !== '' && device === '';
  const targets = chosen.length ? chosen : wholeSpace ? controllable : [];
  // A newer command would supersede one still on its way: the controls wait for it to end.
  const busy = targets.some((d) => tracker.pending(d.did));
  return {
    store,
    space,
    spaceName: choice.spaceName,
    chooseSpace: choice.choose,
    /** The one device shown ('' = all of the space or store), and the way back to all. */
    device,
    showAll: choice.showAll,
    live,
    /** Every device of the space or store: what the KPIs count, also while one is shown. */
    all,
    /** The devices on screen: all of them, or the one a scanned label named. */
    devices,
    byDid,
    tracker,
    canControl: pages.can('control'),
    canExport: pages.can('export'),
    selected,
    setSelected,
    chosen,
    controllable,
    /** The devices a command goes to now: the selection, else every controllable one of the space. */
    targets,
    /** A target of the controls has a command still sending or waiting for the device. */
    busy,
    /**
     * Sends to the selection, or (nothing selected) to the whole space through devsControlBySpace:
     * then every device of the space is in the batch, so an offline one shows why it was refused
     * and can be sent again with the others that did not go through.
     */
    send(cmd: DeviceCmd): void {
      if (busy) return;
      if (chosen.length) void tracker.send(chosen.map((d) => d.did), cmd);
      else if (wholeSpace) void tracker.send(devices.map((d) => d.did), cmd, sendToSpace(api, pid, space, { kind, subtype }));
    },
  };
}

export type ControlScreen = ReturnType<typeof useControlScreen>;
