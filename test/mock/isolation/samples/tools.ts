import { PROBE_STORE, T } from '../targets';
import { companyWrite, read, write, type Samples } from './probe';

const KNOWLEDGE = 'p-knowledge-base';
const NEWS = 'p-news-information';
const MENU = 'p-menu-template';
const HOME = 'p-smartbnb-home';
const CALENDAR = 'p-smartbnb-calendar';
const ROOM = 'p-smartbnb-room';
const MUSIC = 'p-smartbnb-music-home';
const stay = { pid: CALENDAR, store: T.store, did: T.booking };

/** Tools (knowledge, IoT cards, news, menu templates, navigation style) and the smart-bnb portal (src/api/tools, src/api/smartbnb). */
export const TOOLS_SAMPLES: Samples = {
  'POST /sfsaas/api/tools/knowledge/list': [read({ pid: KNOWLEDGE }), read({ pid: 'p-maintenance-knowledge-articles' })],
  'POST /sfsaas/api/tools/knowledge/get': [read({ pid: KNOWLEDGE, did: T.article })],
  'POST /sfsaas/api/tools/knowledge/version': [read({ pid: KNOWLEDGE, did: T.article, version: 1 })],
  'POST /sfsaas/api/tools/knowledge/save': [companyWrite({ pid: KNOWLEDGE, did: T.article, version: 2, cmd: { title: 'Taken over', category: 'kc-002', tags: [], body: 'x' } })],
  'POST /sfsaas/api/tools/knowledge/restore': [companyWrite({ pid: KNOWLEDGE, did: T.article, version: 1 })],
  'POST /sfsaas/api/tools/iot/list': [read({ pid: 'p-iot-equipment', store: T.store })],
  'POST /sfsaas/api/tools/news/list': [read({ pid: NEWS })],
  'POST /sfsaas/api/tools/news/get': [read({ pid: NEWS, did: T.news })],
  'POST /sfsaas/api/tools/news/read': [companyWrite({ pid: NEWS, did: T.news, read: true })],
  'POST /sfsaas/api/tools/menu/get': [read({ pid: MENU, companyid: T.company, portal: 'cem' })],
  'POST /sfsaas/api/tools/menu/save': [companyWrite({ pid: MENU, companyid: T.company, portal: 'cem', items: [], version: 1 })],
  'POST /sfsaas/api/tools/menu/reset': [companyWrite({ pid: MENU, companyid: T.company, portal: 'cem' })],
  'POST /sfsaas/api/tools/navigation-style/get': [read({ pid: 'p-navigation-style' })],
  'POST /sfsaas/api/tools/navigation-style/save': [companyWrite({ pid: 'p-navigation-style', style: { headerBackground: '#336699', headerFont: '#ffffff', headerSelected: '#ffd666', sideBackground: '#f0f5ff', sideFont: '#777777', sideSelected: '#003a8c' }, version: 1 }, { note: 'the style of the tenant at localhost, the first company’s' })],
};

/** The smart-bnb portal: a hotel's rooms, bookings, scenes and speakers, each call naming its store. */
export const SMARTBNB_SAMPLES: Samples = {
  'POST /officemerchant/airbnb/room/list': [read({ pid: ROOM, store: T.store })],
  'POST /officemerchant/airbnb/room/get': [read({ pid: ROOM, store: T.store, room: T.hotelRoom }), read({ pid: ROOM, store: PROBE_STORE, room: T.hotelRoom }, { note: 'own store, their room' })],
  'POST /officemerchant/airbnb/createVirtualBusiness': [write({ pid: ROOM, store: T.store, building: 'sp-st-1001-04-02', floor: 'sp-st-1001-04-02-f02', name: '299', type: 'standard', capacity: 2, price: 300 })],
  'POST /officemerchant/airbnb/room/cleaning': [write({ pid: ROOM, store: T.store, room: T.hotelRoom, state: 'vacant-clean' })],
  'POST /officemerchant/airbnb/booking/list': [read({ pid: CALENDAR, store: T.store, from: '2026-10-01', to: '2026-11-30' })],
  'POST /officemerchant/airbnb/booking/create': [write({ pid: CALENDAR, store: T.store, room: T.hotelRoom, guest: 'Taken', guests: 1, from: '2026-12-20', to: '2026-12-22' })],
  'POST /officemerchant/airbnb/booking/move': [write({ ...stay, room: T.hotelRoom, from: '2026-12-20', to: '2026-12-22' }), write({ ...stay, store: PROBE_STORE, from: '2026-12-20', to: '2026-12-22' }, { note: 'own store, their booking' })],
  'POST /officemerchant/airbnb/booking/cancel': [write(stay), write({ ...stay, store: PROBE_STORE }, { note: 'own store, their booking' })],
  'POST /officemerchant/airbnb/booking/checkin': [write(stay), write({ ...stay, store: PROBE_STORE }, { note: 'own store, their booking' })],
  'POST /officemerchant/airbnb/booking/checkout': [write(stay), write({ ...stay, store: PROBE_STORE }, { note: 'own store, their booking' })],
  'POST /officemerchant/airbnb/home': [read({ pid: HOME, store: T.store })],
  'POST /officemerchant/airbnb/scene/run': [write({ pid: ROOM, store: T.store, room: T.hotelRoom, scene: 'welcome' })],
  'POST /officemerchant/airbnb/music/get': [read({ pid: MUSIC, store: T.store, room: T.hotelRoom })],
  'POST /officemerchant/airbnb/music/set': [write({ pid: MUSIC, store: T.store, room: T.hotelRoom, cmd: { playback: 'play' } })],
};
