import type { RateRuleList, RateRuleRow } from '../../../../src/api/billing/tenantsTypes.ts';
import type { RateKind, RateRule, RateTier, RateVersion } from '../../../../src/api/billing/types.ts';
import type { TouBand } from '../../../../src/api/energyTypes.ts';
import { RATE_RULES, RATE_TIERS_MAX } from '../../../../src/api/billing/rules.ts';
import { dayAt, FieldErrors, isObject, optionAt, type Raw } from '../core/fieldErrors.ts';
import { numberBy, textBy } from '../core/ruleChecks.ts';
import { aboveZeroBy } from './aboveZero.ts';
import { BANDS } from '../core/metering/prices.ts';
import type { UserRecord } from '../users.ts';
import { nextDid } from '../core/ids.ts';
import { refuse } from './records.ts';
import { billingRef, type BillingWorld } from './BillingWorld.ts';
import type { StoreBook } from './StoreBook.ts';
import { billedThrough } from './contractPhase.ts';
import { notFound } from '../core/notFound.ts';
import { invalidField } from '../core/shapeErrors.ts';

const KINDS: readonly RateKind[] = ['flat', 'tiered', 'tou'];
const TOU_BANDS: readonly TouBand[] = ['peak', 'flat', 'valley'];

/** The end of the last month billed under a rule: the latest over the contracts it prices. */
function ruleBilledThrough(book: StoreBook, rule: string): string | null {
  let latest: string | null = null;
  for (const contract of book.contracts) {
    if (contract.rateRule !== rule) continue;
    const through = billedThrough(book, contract.did);
    if (through && (!latest || through > latest)) latest = through;
  }
  return latest;
}

function rowOf(book: StoreBook, rule: RateRule): RateRuleRow {
  return { ...structuredClone(rule), billedThrough: ruleBilledThrough(book, rule.did), contracts: book.contracts.filter((c) => c.rateRule === rule.did).length };
}

export function listRateRules(book: StoreBook): RateRuleList {
  return { rules: book.rateRules.map((rule) => rowOf(book, rule)), hours: [...BANDS], today: book.today() };
}

const price = (errors: FieldErrors, value: unknown, field: string) => aboveZeroBy(errors, value, field, RATE_RULES.price, { message: 'a price must be above 0', messageKey: 'billing.tenants.error.price' });

/** Tiers: upper bounds rising, only the last open-ended (null), every price above 0. */
function tiersAt(errors: FieldErrors, value: unknown, field: string): RateTier[] | undefined {
  if (!Array.isArray(value) || value.length === 0 || value.length > RATE_TIERS_MAX) {
    errors.add(field, 'required', `expected 1 to ${RATE_TIERS_MAX} tiers`, 'billing.tenants.error.tiers', { max: RATE_TIERS_MAX });
    return undefined;
  }
  const tiers: RateTier[] = [];
  let previous = 0;
  value.forEach((raw: unknown, index) => {
    const at = `${field}[${index}]`;
    const tier: Raw = isObject(raw) ? raw : {};
    const last = index === value.length - 1;
    let upTo: number | null | undefined = null;
    if (last && tier.upTo !== null && tier.upTo !== undefined) errors.add(`${at}.upTo`, 'max', 'the last tier has no upper bound', 'billing.tenants.error.lastTierOpen');
    else if (!last) {
      upTo = numberBy(errors, tier.upTo, `${at}.upTo`, RATE_RULES.tierUpTo);
      if (upTo !== undefined && upTo <= previous) errors.add(`${at}.upTo`, 'min', `tiers rise: this bound must be above ${previous}`, 'billing.tenants.error.tierOrder', { previous });
      previous = upTo ?? previous;
    }
    const p = price(errors, tier.price, `${at}.price`);
    if (p !== undefined && upTo !== undefined) tiers.push({ upTo, price: p });
  });
  return tiers.length === value.length ? tiers : undefined;
}

/** One version of a rule's kind, checked: a real date and prices above 0. */
function versionAt(errors: FieldErrors, kind: RateKind, value: unknown): RateVersion | undefined {
  const raw: Raw = isObject(value) ? value : {};
  if (!isObject(value)) errors.add('version', 'required', 'required');
  const from = dayAt(errors, raw.from, 'version.from');
  if (kind === 'flat') {
    const p = price(errors, raw.price, 'version.price');
    return from && p !== undefined ? { from, price: p } : undefined;
  }
  if (kind === 'tiered') {
    const tiers = tiersAt(errors, raw.tiers, 'version.tiers');
    return from && tiers ? { from, tiers } : undefined;
  }
  const bands: Raw = isObject(raw.bands) ? raw.bands : {};
  const prices = TOU_BANDS.map((band) => price(errors, bands[band], `version.bands.${band}`));
  if (!from || prices.some((p) => p === undefined)) return undefined;
  return { from, bands: { peak: prices[0]!, flat: prices[1]!, valley: prices[2]! } };
}

/** A version may start only after the last billed month: billed months keep the prices they were billed at. */
function checkUnbilled(book: StoreBook, rule: RateRule, from: string, field: string): void {
  const billed = ruleBilledThrough(book, rule.did);
  if (billed && from <= billed) refuse(field, `${rule.name} is billed through ${billed}: a version from ${from} would change bills already issued`, 'billing.tenants.error.billed', { from, billed });
}

function checkFreeDate(rule: RateRule, from: string, except?: string): void {
  if (rule.versions.some((v) => v.from === from && v.from !== except)) refuse('version.from', `${rule.name} already has a version from ${from}`, 'billing.tenants.error.sameDate', { from });
}

function place(rule: RateRule, version: RateVersion): void {
  rule.versions.push(version);
  rule.versions.sort((a, b) => a.from.localeCompare(b.from));
}

/** The rule as it stands (the audit's before), or null when there is none. */
function ruleRowOf(billing: BillingWorld, user: UserRecord, did: string): RateRuleRow | null {
  const book = billing.bookOf(user, did);
  const rule = book.rule(did);
  return rule ? rowOf(book, rule) : null;
}

/** businessraterule/set: create a rule, rename it, or add, change or delete a version not yet billed. */
export function saveRateRule(billing: BillingWorld, user: UserRecord, body: Record<string, unknown>): RateRuleRow {
  const pid = String(body.pid ?? '');
  if (body.act === 'create') {
    const store = String(body.store ?? '');
    return billing.writes.run(user, { pid, needs: 'add', area: 'billing', op: 'rate-rule-create', resource: billingRef('rate-rule', store), detail: { cmd: body.cmd } }, () => {
      const book = billing.bookFor(user, store);
      const errors = new FieldErrors();
      const cmd: Raw = isObject(body.cmd) ? body.cmd : {};
      const name = textBy(errors, cmd.name, 'name', RATE_RULES.name);
      if (name && book.rateRules.some((r) => r.name.toLocaleLowerCase() === name.toLocaleLowerCase())) errors.add('name', 'unknown', `a rate rule named ${name} exists`, 'billing.tenants.error.ruleTaken', { name });
      const kind = optionAt(errors, cmd.kind, 'kind', KINDS);
      const version = kind ? versionAt(errors, kind, cmd.version) : undefined;
      errors.check();
      const rule: RateRule = { did: nextDid('rr', book.store, book.rateRules), store: book.store, name: name!, kind: kind!, currency: book.currency, versions: [version!] };
      book.rateRules.push(rule);
      return { answer: rowOf(book, rule), target: rule.did };
    });
  }
  const did = String(body.did ?? '');
  const act = String(body.act ?? '');
  if (!['rename', 'addVersion', 'setVersion', 'deleteVersion'].includes(act)) throw invalidField('act', 'expected create, rename, addVersion, setVersion or deleteVersion');
  return billing.writes.run(user, { pid, needs: act === 'deleteVersion' ? 'delete' : 'edit', area: 'billing', op: `rate-rule-${act}`, resource: billingRef('rate-rule', did), detail: { from: body.from, version: body.version, name: body.name }, before: () => ruleRowOf(billing, user, did) }, () => {
    const book = billing.bookOf(user, did);
    const rule = book.rule(did);
    if (!rule) throw notFound('rateRule', did);
    const errors = new FieldErrors();
    if (act === 'rename') {
      const name = textBy(errors, body.name, 'name', RATE_RULES.name);
      if (name && book.rateRules.some((r) => r.did !== did && r.name.toLocaleLowerCase() === name.toLocaleLowerCase())) errors.add('name', 'unknown', `a rate rule named ${name} exists`, 'billing.tenants.error.ruleTaken', { name });
      errors.check();
      rule.name = name!;
      return { answer: rowOf(book, rule) };
    }
    const old = act === 'addVersion' ? undefined : rule.versions.find((v) => v.from === body.from);
    if (act !== 'addVersion' && !old) throw invalidField('from', `${rule.name} has no version from ${String(body.from)}`);
    if (old) checkUnbilled(book, rule, old.from, 'version.from');
    if (act === 'deleteVersion') {
      if (rule.versions.length === 1) refuse('from', `${rule.name} needs at least one version`, 'billing.tenants.error.lastVersion');
      rule.versions.splice(rule.versions.indexOf(old!), 1);
      return { answer: rowOf(book, rule) };
    }
    const version = versionAt(errors, rule.kind, body.version);
    errors.check();
    checkUnbilled(book, rule, version!.from, 'version.from');
    checkFreeDate(rule, version!.from, old?.from);
    if (old) rule.versions.splice(rule.versions.indexOf(old), 1);
    place(rule, version!);
    return { answer: rowOf(book, rule) };
  });
}
