import { domainApi } from '../domainApi';
import type { CallOptions, HttpClient } from '../http';
import type { CommandRecord, DeviceView } from '../devices/types';
import type { BnbHome, BnbRoom, BnbRoomType, BnbRoomDetail, BnbRoomList, Booking, BookingChange, BookingList, CleaningState, SceneName, SceneRun, SpeakerCmd } from './types';

type Read = Pick<CallOptions, 'silent' | 'signal' | 'hideError'>;
type Write = Pick<CallOptions, 'hideError'>;
/** Every call names the page it comes from and the store. */
interface At {
  pid: string;
  store: string;
}

const path = (call: string) => `/officemerchant/airbnb/${call}`;

/** Smart-bnb: rooms, bookings, the home figures, room scenes and music (types.ts lists the calls). */
export function createSmartBnbApi(http: HttpClient) {
  return {
    rooms: (query: At, opts?: Read) => http.post<BnbRoomList>(path('room/list'), query, opts),
    room: (query: At & { room: string }, opts?: Read) => http.post<BnbRoomDetail>(path('room/get'), query, opts),
    /** A new let room under a floor of the store (spec §7 createVirtualBusiness). */
    createRoom: (body: At & { floor: string; name: string; type: BnbRoomType; price?: number; area?: number }, opts?: Write) => http.post<BnbRoom>(path('createVirtualBusiness'), body, opts),
    setCleaning: (body: At & { room: string; state: CleaningState }, opts?: Write) => http.post<BnbRoom>(path('room/cleaning'), body, opts),
    bookings: (query: At & { from: string; to: string }, opts?: Read) => http.post<BookingList>(path('booking/list'), query, opts),
    createBooking: (body: At & { room: string; from: string; to: string; guest: string; guests: number }, opts?: Write) => http.post<Booking>(path('booking/create'), body, opts),
    /** Move (another room or days) or resize; a room change during a stay answers the booking that continues it. */
    moveBooking: (body: At & { did: string; room?: string; from?: string; to?: string }, opts?: Write) => http.post<BookingChange>(path('booking/move'), body, opts),
    cancelBooking: (body: At & { did: string }, opts?: Write) => http.post<BookingChange>(path('booking/cancel'), body, opts),
    checkIn: (body: At & { did: string }, opts?: Write) => http.post<BookingChange>(path('booking/checkin'), body, opts),
    /** Before the planned day it is an early check-out: the remaining nights are freed. */
    checkOut: (body: At & { did: string }, opts?: Write) => http.post<BookingChange>(path('booking/checkout'), body, opts),
    home: (query: At, opts?: Read) => http.post<BnbHome>(path('home'), query, opts),
    /** Each device's result; follow the accepted commands with the devices' command results until confirmed. */
    runScene: (body: At & { room: string; scene: SceneName; playlist?: string }, opts?: Write) => http.post<SceneRun>(path('scene/run'), body, opts),
    speaker: (query: At & { room: string }, opts?: Read) => http.post<DeviceView>(path('music/get'), query, opts),
    setSpeaker: (body: At & { room: string; cmd: SpeakerCmd }, opts?: Write) => http.post<CommandRecord>(path('music/set'), body, opts),
  };
}

export type SmartBnbApi = ReturnType<typeof createSmartBnbApi>;

/** The section over a mount's api: `smartbnbApi(api).…`. */
export const smartbnbApi = domainApi(createSmartBnbApi);
