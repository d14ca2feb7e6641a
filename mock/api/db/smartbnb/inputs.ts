/** The smart-bnb calls' bodies, checked field by field: every bad field at once (status -1, result.errors). */
import { PLAYBACKS } from '../../../../src/api/devices/types.ts';
import { ROOM_RULES, SPEAKER_RULES, STAY_RULES } from '../../../../src/api/smartbnb/rules.ts';
import { BNB_ROOM_TYPES, CLEANING_STATES, SCENE_NAMES, type BnbRoomType, type CleaningState, type SceneName, type SpeakerCmd } from '../../../../src/api/smartbnb/types.ts';
import { dayAt, FieldErrors, objectAt, optionAt, stringAt, type Raw } from '../core/fieldErrors.ts';
import { numberBy, textBy } from '../core/ruleChecks.ts';
import type { NewStay } from './StayBook.ts';

/** A new stay's fields, every error at once (status -1, result.errors). */
export function newStayOf(body: Raw): NewStay {
  const errors = new FieldErrors();
  const room = stringAt(errors, body.room, 'room', 80);
  const from = dayAt(errors, body.from, 'from');
  const to = dayAt(errors, body.to, 'to');
  const guest = textBy(errors, body.guest, 'guest', STAY_RULES.guest);
  const guests = numberBy(errors, body.guests, 'guests', STAY_RULES.guests);
  errors.check();
  return { room: room as string, from: from as string, to: to as string, guest: guest as string, guests: guests as number };
}

/** A move or resize: a room, a check-in day and a check-out day, each optional, at least one. */
export function stayChangeOf(body: Raw): { room?: string; from?: string; to?: string } {
  const errors = new FieldErrors();
  const out: { room?: string; from?: string; to?: string } = {};
  if (body.room !== undefined) out.room = stringAt(errors, body.room, 'room', 80);
  if (body.from !== undefined) out.from = dayAt(errors, body.from, 'from');
  if (body.to !== undefined) out.to = dayAt(errors, body.to, 'to');
  if (body.room === undefined && body.from === undefined && body.to === undefined) errors.add('to', 'required', 'a room, from or to is needed');
  errors.check();
  return out;
}

/** A day range [from, to) of at most 93 days (a calendar month or a week, with margins). */
export function rangeOf(body: Raw): { from: string; to: string } {
  const errors = new FieldErrors();
  const from = dayAt(errors, body.from, 'from');
  const to = dayAt(errors, body.to, 'to');
  if (from && to && (to <= from || Date.parse(to) - Date.parse(from) > 93 * 86_400_000)) errors.add('to', 'max', 'expected 1 to 93 days after from', 'validation.max', { max: 93 });
  errors.check();
  return { from: from as string, to: to as string };
}

export function cleaningOf(body: Raw): CleaningState {
  const errors = new FieldErrors();
  const state = optionAt(errors, body.state, 'state', CLEANING_STATES);
  errors.check();
  return state as CleaningState;
}

export function sceneOf(body: Raw): { scene: SceneName; playlist?: string } {
  const errors = new FieldErrors();
  const scene = optionAt(errors, body.scene, 'scene', SCENE_NAMES);
  const playlist = body.playlist === undefined ? undefined : stringAt(errors, body.playlist, 'playlist', 80);
  errors.check();
  return { scene: scene as SceneName, ...(playlist ? { playlist } : {}) };
}

/** The speaker's fields: at least one; numbers out of range are the speaker's to refuse. */
export function speakerCmdOf(body: Raw): SpeakerCmd {
  const errors = new FieldErrors();
  const raw = objectAt(errors, body.cmd, 'cmd');
  const cmd: SpeakerCmd = {};
  if (raw) {
    if (raw.on !== undefined) {
      if (typeof raw.on === 'boolean') cmd.on = raw.on;
      else errors.add('cmd.on', 'type', 'expected true or false');
    }
    if (raw.playback !== undefined) cmd.playback = optionAt(errors, raw.playback, 'cmd.playback', PLAYBACKS);
    if (raw.volume !== undefined) cmd.volume = numberBy(errors, raw.volume, 'cmd.volume', { ...SPEAKER_RULES.volume, required: true });
    if (raw.playlist !== undefined) cmd.playlist = stringAt(errors, raw.playlist, 'cmd.playlist', 80);
    if (Object.keys(raw).length === 0) errors.add('cmd', 'required', 'nothing to set');
    const unknown = Object.keys(raw).find((key) => !['on', 'playback', 'volume', 'playlist'].includes(key));
    if (unknown) errors.add(`cmd.${unknown}`, 'unknown', 'a speaker takes on, playback, volume, playlist', 'request.unknownField', { field: `cmd.${unknown}` });
  }
  errors.check();
  return cmd;
}

/** A new let room: its floor (of the store's space tree), name, type, and optionally its nightly price and area. */
export interface NewRoom {
  floor: string;
  name: string;
  type: BnbRoomType;
  price?: number;
  area: number;
}

export function newRoomOf(body: Raw): NewRoom {
  const errors = new FieldErrors();
  const floor = stringAt(errors, body.floor, 'floor', 80);
  const name = textBy(errors, body.name, 'name', ROOM_RULES.name);
  const type = optionAt(errors, body.type, 'type', BNB_ROOM_TYPES);
  const price = numberBy(errors, body.price, 'price', ROOM_RULES.price);
  const area = body.area === undefined || body.area === null ? 30 : numberBy(errors, body.area, 'area', ROOM_RULES.area);
  errors.check();
  return { floor: floor as string, name: name as string, type: type as BnbRoomType, area: area as number, ...(price !== undefined ? { price } : {}) };
}
