/**
 * Smart-bnb (short-stay rooms) wire types, shared by the mock and the client.
 * Calls (POST, body carries the page's pid):
 * - /officemerchant/airbnb/room/list { pid, store } → BnbRoomList
 * - /officemerchant/airbnb/room/get { pid, store, room } → BnbRoomDetail (the room's devices as the device simulator has them)
 * - /officemerchant/airbnb/createVirtualBusiness { pid, store, floor, name, type, price?, area? } → BnbRoom (a new let room in the space tree)
 * - /officemerchant/airbnb/room/cleaning { pid, store, room, state } → BnbRoom (housekeeping)
 * - /officemerchant/airbnb/booking/list { pid, store, from, to } → BookingList (stays overlapping [from, to))
 * - /officemerchant/airbnb/booking/create { pid, store, room, from, to, guest, guests } → Booking
 * - /officemerchant/airbnb/booking/move { pid, store, did, room?, from?, to? } → BookingChange (move, resize, room change)
 * - /officemerchant/airbnb/booking/{cancel|checkin|checkout} { pid, store, did } → BookingChange
 * - /officemerchant/airbnb/home { pid, store } → BnbHome
 * - /officemerchant/airbnb/scene/run { pid, store, room, scene, playlist? } → SceneRun (music or room page)
 * - /officemerchant/airbnb/music/get { pid, store, room } → DeviceView (the room's speaker)
 * - /officemerchant/airbnb/music/set { pid, store, room, cmd: SpeakerCmd } → CommandRecord (music page)
 */

import type { BatchItem, DeviceKind, DeviceView, Playback } from '../devices/types';

/** The pages (pids) of the smart-bnb leaves: each call is checked against the page it comes from. */
export const SMARTBNB_PIDS = {
  home: 'p-smartbnb-home',
  calendar: 'p-smartbnb-calendar',
  room: 'p-smartbnb-room',
  music: 'p-smartbnb-music-home',
} as const;

export type CleaningState = 'vacant-clean' | 'vacant-dirty' | 'occupied-clean' | 'occupied-dirty' | 'out-of-order';
export const CLEANING_STATES: readonly CleaningState[] = ['vacant-clean', 'vacant-dirty', 'occupied-clean', 'occupied-dirty', 'out-of-order'];

export type BnbRoomType = 'standard' | 'deluxe' | 'family' | 'suite';
export const BNB_ROOM_TYPES: readonly BnbRoomType[] = ['standard', 'deluxe', 'family', 'suite'];

/** A short-stay room: a room of the store's space tree (its did is the space's). */
export interface BnbRoom {
  did: string;
  store: string;
  name: string;
  building: string;
  buildingName: string;
  floor: string;
  type: BnbRoomType;
  capacity: number;
  /** Price of one night in the store's currency. */
  price: number;
  currency: string;
  cleaning: CleaningState;
}

export interface BnbRoomList {
  store: string;
  /** The store's local day (its time zone) on the world clock. */
  today: string;
  rows: BnbRoom[];
}

/** A room with the devices bound in it: the same records and commands as the device-control screens. */
export interface BnbRoomDetail extends BnbRoom {
  devices: DeviceView[];
}

export type BookingStatus = 'booked' | 'checked-in' | 'checked-out' | 'cancelled';

/**
 * A stay: nights from `from` (check-in, afternoon) to `to` (check-out, morning), so a stay
 * ending on a day and one starting that day do not overlap.
 */
export interface Booking {
  did: string;
  store: string;
  room: string;
  roomName: string;
  guest: string;
  guests: number;
  from: string;
  to: string;
  nights: number;
  nightly: number;
  amount: number;
  status: BookingStatus;
  /** Who made it (a username, or a channel for seeded ones) and when (ISO instant). */
  createdBy: string;
  createdAt: string;
  checkedInAt?: string;
  checkedOutAt?: string;
  cancelledAt?: string;
  /** An early check-out: the check-out day first booked. */
  plannedTo?: string;
  /** A room change: the stay this one continues, and the one that continues this. */
  splitFrom?: string;
  movedTo?: string;
}

export interface BookingList {
  store: string;
  today: string;
  from: string;
  to: string;
  rows: Booking[];
}

/** A booking after a change, and the booking a room change during a stay started. */
export interface BookingChange {
  booking: Booking;
  continued?: Booking;
}

export interface BnbHome {
  store: string;
  today: string;
  rooms: number;
  /** Rooms with a guest tonight (stays covering tonight), over rooms that can be let. */
  occupied: number;
  occupancy: number;
  arrivals: Booking[];
  departures: Booking[];
  /** Tonight's room revenue and this month's (nights of the month), in the store's currency. */
  revenueToday: number;
  revenueMonth: number;
  currency: string;
  toClean: BnbRoom[];
  /** The next 7 days' check-ins (after today). */
  upcoming: Booking[];
}

/** Room scenes: several devices of the room set at once (see the mock's scenes.ts for what each sets). */
export type SceneName = 'welcome' | 'sleep' | 'away';
export const SCENE_NAMES: readonly SceneName[] = ['welcome', 'sleep', 'away'];

/** One device's part of a scene: accepted (its command id, to follow until confirmed) or refused with the reason. */
export type SceneItem = BatchItem & { kind: DeviceKind; name: string };

/**
 * A scene sent: one result per device. Accepted commands are confirmed or fail when the devices
 * answer; follow them with the devices' command results (`/bwp/v1/getgroupdev` type 'commands').
 */
export interface SceneRun {
  scene: SceneName;
  room: string;
  batch: string;
  items: SceneItem[];
}

/** What the speaker is asked: play or pause, volume, playlist (an id of the media library's playlists). */
export interface SpeakerCmd {
  on?: boolean;
  playback?: Playback;
  volume?: number;
  playlist?: string;
}
