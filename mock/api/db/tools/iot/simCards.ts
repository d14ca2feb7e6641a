import { SIM_EXPIRY_WARNING_DAYS, type SimAlert, type SimCardList, type SimCardRow, type SimOperator, type SimState } from '../../../../../src/api/tools/iotTypes.ts';
import { daysBetween, type IotGateway, type SimCard } from './seedSimCards.ts';

export interface SimFilter {
  search?: string;
  operator?: SimOperator;
  state?: SimState;
  alert?: SimAlert;
}

/** A card's alerts on `today`: expiry near or past (a card in stock has none), data over its plan. */
function alertsOf(card: SimCard, daysLeft: number): SimAlert[] {
  const alerts: SimAlert[] = [];
  if (card.state !== 'inactive' && daysLeft < 0) alerts.push('expired');
  else if (card.state !== 'inactive' && daysLeft <= SIM_EXPIRY_WARNING_DAYS) alerts.push('expiring');
  if (card.usedMb > card.planMb) alerts.push('overQuota');
  return alerts;
}

function rowOf(card: SimCard, today: string, gateways: ReadonlyMap<string, IotGateway>): SimCardRow {
  const gateway = card.gateway ? gateways.get(card.gateway) : undefined;
  const daysLeft = daysBetween(today, card.expiresOn);
  return {
    iccid: card.iccid, imsi: card.imsi, operator: card.operator, state: card.state, activatedOn: card.activatedOn, expiresOn: card.expiresOn, daysLeft,
    planMb: card.planMb, usedMb: card.usedMb, devices: gateway?.devices ?? 0, alerts: alertsOf(card, daysLeft),
    ...(gateway ? { gateway: gateway.did, gatewayName: gateway.name, gatewayOnline: gateway.online } : {}),
  };
}

/** The store's cards with today's alerts, filtered; the figures count the whole store. Alerts first, then by expiry. */
export function simCardList(cards: readonly SimCard[], gateways: readonly IotGateway[], today: string, filter: SimFilter): SimCardList {
  const byDid = new Map(gateways.map((g) => [g.did, g]));
  const all = cards.map((card) => rowOf(card, today, byDid));
  const words = filter.search?.toLowerCase().split(/\s+/).filter(Boolean) ?? [];
  const rows = all
    .filter((r) => (!filter.operator || r.operator === filter.operator) && (!filter.state || r.state === filter.state))
    .filter((r) => !filter.alert || r.alerts.includes(filter.alert))
    .filter((r) => words.every((word) => `${r.iccid} ${r.imsi} ${r.gatewayName ?? ''}`.toLowerCase().includes(word)))
    .sort((a, b) => Number(b.alerts.length > 0) - Number(a.alerts.length > 0) || a.expiresOn.localeCompare(b.expiresOn) || a.iccid.localeCompare(b.iccid));
  const kpis = {
    cards: all.length,
    active: all.filter((r) => r.state === 'active').length,
    expiring: all.filter((r) => r.alerts.includes('expiring')).length,
    overQuota: all.filter((r) => r.alerts.includes('overQuota')).length,
  };
  return { today, kpis, rows };
}
