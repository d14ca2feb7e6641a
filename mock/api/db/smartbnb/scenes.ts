import type { DeviceCmd, DeviceView } from '../../../../src/api/devices/types.ts';
import type { SceneName } from '../../../../src/api/smartbnb/types.ts';

/** The playlist a welcome plays when the speaker has none and none is asked for. */
export const WELCOME_PLAYLIST = 'pl-welcome';

/**
 * What each scene asks of each kind of room device (sockets and sensors are left alone):
 * welcome lights the room, opens the curtains, brings the AC to 24 °C and plays music;
 * sleep darkens it, closes the curtains, AC 26 °C on low fan, music paused; away switches all off.
 */
function commandFor(scene: SceneName, device: DeviceView, playlist: string | undefined): DeviceCmd | undefined {
  const light = device.kind === 'power' && device.subtype === 2;
  switch (scene) {
    case 'welcome':
      if (device.kind === 'ac') return { on: true, setpoint: 24 };
      if (light) return { on: true };
      if (device.kind === 'curtain') return { position: 100 };
      if (device.kind === 'speaker') return { playback: 'play', volume: 25, playlist: playlist ?? (device.speaker?.playlist || WELCOME_PLAYLIST) };
      return undefined;
    case 'sleep':
      if (device.kind === 'ac') return { on: true, setpoint: 26, fan: 'low' };
      if (light) return { on: false };
      if (device.kind === 'curtain') return { position: 0 };
      if (device.kind === 'speaker') return { playback: 'pause' };
      return undefined;
    case 'away':
      if (device.kind === 'ac' || light) return { on: false };
      if (device.kind === 'curtain') return { position: 0 };
      if (device.kind === 'speaker') return { on: false };
      return undefined;
  }
}

/** The commands of a scene for a room's devices, in the room's device order. */
export function sceneCommands(scene: SceneName, devices: readonly DeviceView[], playlist?: string): Array<{ device: DeviceView; cmd: DeviceCmd }> {
  return devices.flatMap((device) => {
    const cmd = commandFor(scene, device, playlist);
    return cmd ? [{ device, cmd }] : [];
  });
}
