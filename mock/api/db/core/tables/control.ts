import type { DevControlResult } from '../../../../../src/api/types.ts';
import type { UserRecord } from '../../users.ts';
import type { ParsedControl } from './parse.ts';
import type { Table } from './Table.ts';
import { keyedRefusal, said } from '../said.ts';

/** devControl on a table's pid: create, set or delete one of the user's records. */
export function controlTable(table: Table, user: UserRecord, command: ParsedControl): DevControlResult {
  const { writer } = table;
  if (!writer) throw keyedRefusal(said(`read-only pid: ${command.pid}`, 'request.readOnlyPid', { pid: command.pid }));
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
