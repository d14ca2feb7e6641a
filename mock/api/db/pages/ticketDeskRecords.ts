import type { Row } from '../core/tables/Table.ts';
import type { UserRecord } from '../users.ts';
import { diff } from './history.ts';
import { FAULT_TYPE, PRIORITY } from './options.ts';
import type { PageState } from './PageState.ts';

/** The list records the work-order desk reads and the one it adds to: the fault tickets list is the desk's ticket store. */
export function ticketDeskRecords(pages: PageState) {
  const tickets = () => pages.require('p-fault-tickets');
  return {
    tickets: (user: UserRecord) => tickets().table.rows(user),
    ticketHistory: (user: UserRecord) => tickets().history.rows(user),
    /** Every team record, whoever reaches it (the desk keeps the ones of the user's company). */
    allTeams: () => pages.require('p-team-management').table.all(),
    alarms: (user: UserRecord) => [...pages.require('p-realtime-alerts').table.rows(user), ...pages.require('p-history-alarms').table.rows(user)],
    /** A record stamped by the caller (the world clock), with its 'add' history entry like a form's. */
    insertTicket: (user: UserRecord, record: Omit<Row, 'did'>): Row => {
      const entry = tickets();
      const row = { ...record, did: entry.table.nextDid() } as Row;
      entry.table.put(row);
      const fields = entry.def.fields.map((f) => f.field);
      entry.history.append(row, 'add', { userdid: user.did, username: user.nickname }, String(row.createtime), diff(undefined, row, fields));
      return row;
    },
    faulttypes: FAULT_TYPE.map((o) => String(o.value)),
    priorities: PRIORITY.map((o) => String(o.value)),
  };
}
