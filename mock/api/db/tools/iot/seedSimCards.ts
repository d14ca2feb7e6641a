import type { SimOperator, SimState } from '../../../../../src/api/tools/iotTypes.ts';
import { stream, type Random } from '../../core/random.ts';

/** A gateway of the device world as the IoT page sees it. */
export interface IotGateway {
  did: string;
  name: string;
  online: boolean;
  /** Devices behind it. */
  devices: number;
}

/** A SIM card as kept: dates fixed at seed time, data use of this month. */
export interface SimCard {
  iccid: string;
  imsi: string;
  operator: SimOperator;
  state: SimState;
  activatedOn: string;
  expiresOn: string;
  planMb: number;
  usedMb: number;
  gateway?: string;
}

/** Operators by country adcode (China 100000, Thailand 764000), with their IMSI network code (MCC 460 China, 520 Thailand) and ICCID country code. */
const OPERATORS: Record<string, { mcc: string; iccid: string; networks: Array<[SimOperator, string]> }> = {
  '100000': { mcc: '460', iccid: '8986', networks: [['china-mobile', '00'], ['china-unicom', '01'], ['china-telecom', '11']] },
  '764000': { mcc: '520', iccid: '8966', networks: [['ais', '03'], ['dtac', '05'], ['true', '04']] },
};

const PLANS_MB = [500, 1024, 2048] as const;
const DAY_MS = 86_400_000;

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

const digits = (random: Random, n: number) => Array.from({ length: n }, () => random.int(0, 9)).join('');

/**
 * The cards of a store: one in each gateway, plus two spares in stock. Dates count from the
 * seed's day in the store's zone, so a reseeded world is the same world. By design about one card
 * in seven expires within 30 days, one in eleven has expired (and is suspended), one in six is
 * over its monthly plan.
 */
export function seedSimCards(seed: number, store: string, country: string, seedDay: string, gateways: readonly IotGateway[]): SimCard[] {
  const random = stream(seed, `iot-sim-${store}`);
  const carriers = OPERATORS[country] ?? OPERATORS['100000']!;
  const card = (index: number, gateway?: string): SimCard => {
    const [operator, network] = carriers.networks[index % carriers.networks.length]!;
    const planMb = random.pick(PLANS_MB);
    const iccid = `${carriers.iccid}${network}${digits(random, 14)}`;
    const imsi = `${carriers.mcc}${network}${digits(random, 10)}`;
    if (!gateway) return { iccid, imsi, operator, state: 'inactive', activatedOn: '', expiresOn: addDays(seedDay, 365 + random.int(0, 200)), planMb, usedMb: 0 };
    const expiresIn = index % 11 === 3 ? -random.int(1, 40) : index % 7 === 0 ? random.int(3, 29) : random.int(45, 700);
    const expiresOn = addDays(seedDay, expiresIn);
    const activatedOn = addDays(expiresOn, -365 * random.int(1, 3));
    const share = index % 6 === 1 ? random.float(1.05, 1.4, 3) : random.float(0.05, 0.92, 3);
    const expired = expiresIn < 0;
    return { iccid, imsi, operator, state: expired ? 'suspended' : 'active', activatedOn, expiresOn, planMb, usedMb: expired ? 0 : Math.round(planMb * share * 10) / 10, gateway };
  };
  const bound = gateways.map((g, i) => card(i, g.did));
  return [...bound, card(gateways.length), card(gateways.length + 1)];
}
