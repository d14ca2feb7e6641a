import { said, type Said } from '../../core/said.ts';

/** What a hot-water record says about its run, in English and as a key the console shows in the user's language. */
export const planNotes = {
  held: (target: number, minutes: number): Said => said(`Held ≥ ${target} °C for ${minutes} min`, 'devices.hotwater.note.held', { target, minutes }),
  reachedOnly: (peak: number): Said => said(`Reached only ${peak} °C: heater element to be checked`, 'devices.hotwater.note.reachedOnly', { peak }),
  holdNotMet: (low: number, target: number): Said => said(`Hold not met: ${low} °C against ${target} °C`, 'devices.hotwater.note.holdNotMet', { low, target }),
  descaled: (): Said => said('Tank descaled, anode OK', 'devices.hotwater.note.descaled'),
  removed: (): Said => said('Not started: system removed', 'devices.hotwater.note.removed'),
  switchedOff: (device: string): Said => said(`Not started: ${device} is switched off`, 'devices.hotwater.note.switchedOff', { device }),
  /** Unreachable at its time: the device's own reason (offline, gateway down), its key kept. */
  unreachable: (why: Said): Said => ({ text: `Not started: ${why.text}`, key: why.key }),
};

/** A record's `note` and `noteKey` from what it says. */
export const noteOf = (note: Said): { note: string; noteKey: Said['key'] } => ({ note: note.text, noteKey: note.key });
