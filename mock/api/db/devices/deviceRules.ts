import type { DeviceCmd } from '../../../../src/api/devices/types.ts';
import { said, type Said } from '../core/said.ts';
import type { DeviceRecord } from './model.ts';
import { invalidField } from '../core/shapeErrors.ts';

/** What each kind of device accepts, checks and does with a command. */

const DISINFECT_MS = 90 * 60_000;

const FIELDS: Readonly<Record<string, ReadonlyArray<keyof DeviceCmd>>> = {
  ac: ['on', 'mode', 'setpoint', 'fan'],
  power: ['on'],
  hotwater: ['on', 'disinfect'],
  storage: ['storageMode', 'powerKw'],
  charger: ['on'],
  curtain: ['position'],
  speaker: ['on', 'playback', 'volume', 'playlist'],
};

export function checkFields(device: DeviceRecord, cmd: DeviceCmd): void {
  const allowed = FIELDS[device.kind] ?? [];
  const keys = Object.keys(cmd) as Array<keyof DeviceCmd>;
  if (keys.length === 0) throw invalidField('cmd', 'nothing to set');
  const wrong = keys.find((key) => !allowed.includes(key));
  if (wrong) throw invalidField(`cmd.${wrong}`, `a ${device.kind} device takes ${allowed.join(', ')}`);
}

/** The device's own check of a setpoint (within its limits and on its step) or a storage power (within its rating). */
export function invalidSetpoint(device: DeviceRecord, cmd: DeviceCmd): Said | undefined {
  const rated = device.ratedKw ?? 0;
  if (cmd.powerKw !== undefined && (cmd.powerKw <= 0 || cmd.powerKw > rated)) {
    return said(`power ${cmd.powerKw} kW outside 0–${rated} kW`, 'devices.refusal.powerRange', { power: cmd.powerKw, max: rated });
  }
  if (cmd.position !== undefined && (cmd.position < 0 || cmd.position > 100)) return said(`position ${cmd.position} % outside 0–100 %`, 'devices.refusal.positionRange', { position: cmd.position });
  if (cmd.volume !== undefined && (cmd.volume < 0 || cmd.volume > 100)) return said(`volume ${cmd.volume} outside 0–100`, 'devices.refusal.volumeRange', { volume: cmd.volume });
  if (cmd.playback === 'play' && !cmd.playlist && !device.playlist) return said(`${device.name} has no playlist to play`, 'devices.refusal.noPlaylist', { device: device.name });
  if (cmd.setpoint === undefined || device.kind !== 'ac') return undefined;
  const { minSetpoint = 16, maxSetpoint = 30, step = 1 } = device;
  const setpoint = cmd.setpoint;
  if (setpoint < minSetpoint || setpoint > maxSetpoint) {
    return said(`setpoint ${setpoint} °C outside ${minSetpoint}–${maxSetpoint} °C`, 'devices.refusal.setpointRange', { setpoint, min: minSetpoint, max: maxSetpoint });
  }
  const steps = (setpoint - minSetpoint) / step;
  if (Math.abs(steps - Math.round(steps)) > 1e-9) return said(`setpoint ${setpoint} °C is not on the unit's ${step} °C step`, 'devices.refusal.setpointStep', { setpoint, step });
  return undefined;
}

export function apply(device: DeviceRecord, cmd: DeviceCmd, at: number): void {
  if (cmd.on !== undefined) device.on = cmd.on;
  if (cmd.mode !== undefined) device.mode = cmd.mode;
  if (cmd.setpoint !== undefined) device.setpoint = cmd.setpoint;
  if (cmd.fan !== undefined) device.fan = cmd.fan;
  if (cmd.disinfect === true) Object.assign(device, { disinfectUntil: at + DISINFECT_MS, disinfectTarget: undefined });
  if (cmd.disinfect === false) device.disinfectUntil = undefined;
  if (cmd.storageMode !== undefined) device.storageMode = cmd.storageMode;
  if (cmd.powerKw !== undefined) device.setKw = cmd.powerKw;
  if (cmd.position !== undefined) device.position = cmd.position;
  if (cmd.volume !== undefined) device.volume = cmd.volume;
  if (cmd.playlist !== undefined) device.playlist = cmd.playlist;
  // Playing switches the speaker on; switching it off stops the music.
  if (cmd.playback !== undefined) Object.assign(device, { playing: cmd.playback === 'play', ...(cmd.playback === 'play' ? { on: true } : {}) });
  if (cmd.on === false && device.kind === 'speaker') device.playing = false;
}
