import { STATUS_STALE, type VersionStamp } from '../../../../src/api/types.ts';
import { BadRequest } from '../../envelope.ts';
import { said } from './said.ts';
import { expected, invalidField } from './shapeErrors.ts';

/** What a save of a versioned record sends: the version its form was opened on, and whether it overwrites a newer one on purpose. */
export interface SentVersion {
  sent: unknown;
  overwrite?: unknown;
}

/** Who saved: the name the refusal shows to the next editor. */
export interface Saver {
  userid: string;
  name?: string;
  username?: string;
}

/** A save the check let through: the stamp it leaves, and the version it overwrote on purpose (if any). */
export interface Claim {
  key: string;
  next: VersionStamp;
  overwrote?: number;
}

/** Every record starts at version 1, saved by nobody yet (the seed). */
const SEEDED: VersionStamp = { version: 1, changedBy: '', changedAt: '' };

/**
 * The versions of the world's editable records (issue 36 item 2), kept beside the records by
 * kind and id: a save names the version it was made on, and one made on an older version is
 * refused with who saved since and when, unless it overwrites on purpose (audited as such).
 */
export class Versions {
  private readonly stamps = new Map<string, VersionStamp>();

  constructor(private readonly now: () => number) {}

  of(kind: string, id: string): VersionStamp {
    return this.stamps.get(`${kind}:${id}`) ?? SEEDED;
  }

  /** Checks a save made on `sent.sent` and returns what it will leave; throws the keyed stale refusal. */
  claim(saver: Saver, kind: string, id: string, sent: SentVersion | undefined): Claim {
    const key = `${kind}:${id}`;
    const current = this.of(kind, id);
    const next: VersionStamp = { version: current.version + 1, changedBy: saver.name || saver.username || saver.userid, changedAt: new Date(this.now()).toISOString() };
    if (!sent) return { key, next };
    const overwrote = checkSentVersion(sent, current);
    return overwrote === undefined ? { key, next } : { key, next, overwrote };
  }

  /** The save went through: the record is at the claim's version now. */
  commit(claim: Claim): VersionStamp {
    this.stamps.set(claim.key, claim.next);
    return claim.next;
  }

  /**
   * A versioned save in one step: checks the version the form was opened on, makes the change,
   * moves the version on, and returns the audit's detail (an overwrite on purpose says so).
   * `sent` undefined: the save carried no version (refused: the field is required).
   */
  save(saver: Saver, kind: string, id: string, sent: SentVersion | undefined, change: () => void): Record<string, unknown> {
    const claim = this.claim(saver, kind, id, sent ?? { sent: undefined });
    change();
    this.commit(claim);
    return overwritten(claim);
  }

  /** A change that is not a form's save (a disable, an enable) moves the version on too. */
  bump(saver: Saver, kind: string, id: string): VersionStamp {
    return this.commit(this.claim(saver, kind, id, undefined));
  }
}

/**
 * The one check of a save's version against the record's current stamp (also for records that
 * keep their own history, like knowledge articles): a bad version is a keyed field error, an older
 * one the stale refusal unless it overwrites on purpose. Returns the version overwritten, if any.
 */
export function checkSentVersion(sent: SentVersion, current: VersionStamp): number | undefined {
  const version = sent.sent;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) throw invalidField('version', 'expected the version the form was opened on', expected('integer'));
  if (sent.overwrite !== undefined && typeof sent.overwrite !== 'boolean') throw invalidField('overwrite', 'expected true or false', expected('boolean'));
  if (version === current.version) return undefined;
  if (sent.overwrite === true) return current.version;
  throw staleRefusal(current);
}

/** The audit's word that a save overwrote a newer version on purpose. */
export const overwritten = (claim: Claim): Record<string, unknown> => (claim.overwrote !== undefined ? { overwrote: claim.overwrote } : {});

/** "Changed by NAME at TIME": the refusal of a save made on an older version; its result names the version to overwrite. */
export function staleRefusal(current: VersionStamp): BadRequest {
  const { text, key } = said(`Changed by ${current.changedBy || 'someone else'} at ${current.changedAt} since this form was opened`, 'write.stale', { name: current.changedBy, at: current.changedAt });
  return new BadRequest(text, STATUS_STALE, { ...key, current });
}
