import type { DevControlResult } from '../../../../../src/api/types.ts';
import { BadRequest } from '../../../envelope.ts';
import type { UserRecord } from '../../users.ts';
import type { ParsedControl } from './parse.ts';
import type { Table } from './Table.ts';

/** devControl on a table's pid: create, set or delete one of the user's records. */
export function controlTable(table: Table, user: UserRecord, command: ParsedControl): DevControlResult {
  const { writer } = table;
  if (!writer) throw new BadRequest(`read-only pid: ${command.pid}`);
  switch (command.act) {
    case 'create':
      return { did: writer.create(user, command.cmd) };
    case 'set':
      writer.set(user, command.did, command.cmd);
      return { did: command.did };
    case 'delete':
      writer.remove(user, command.did);
      return { did: command.did };
  }
}

/** A command to a pid that has no table (a device); kept so tests can see what was sent. */
export interface DeviceCommand {
  userid: string;
  pid: string;
  act: ParsedControl['act'];
  did: string;
  cmd?: Record<string, unknown>;
}

/** The last commands sent to devices, oldest first, bounded. */
export class DeviceLog {
  private entries: DeviceCommand[] = [];
  private created = 0;

  constructor(private readonly limit = 200) {}

  /** Accepts the command; `create` gets a server-assigned did (`dev-000001`…). */
  record(user: UserRecord, command: ParsedControl): DevControlResult {
    let did: string;
    if (command.act === 'create') {
      this.created += 1;
      did = `dev-${String(this.created).padStart(6, '0')}`;
    } else {
      did = command.did;
    }
    const entry: DeviceCommand = { userid: user.userid, pid: command.pid, act: command.act, did };
    if (command.cmd) entry.cmd = structuredClone(command.cmd);
    this.entries.push(entry);
    if (this.entries.length > this.limit) this.entries.shift();
    return { did };
  }

  list(): DeviceCommand[] {
    return structuredClone(this.entries);
  }
}
