import { Button, Card, Descriptions, Flex, Input, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { TicketFlow, TicketMove } from '../../../lib/ticketFlow';
import { useStores } from '../../../stores/context';
import type { RecordRow } from '../config/toColumns';
import { TicketPhoto } from './TicketPhoto';
import { moveBody, siteMoves } from './workOrderMoves';
import { WorkHistory } from './WorkHistory';

/** The order's facts a person on site reads first, in this order (a list lacking one leaves it out). */
export const WORK_ORDER_FACTS: readonly string[] = ['title', 'status', 'priority', 'stationname', 'devicecode', 'assignee', 'deadline', 'planneddate', 'description', 'resolvenote'];

/** A resolution note is at most this long (the list's form rule). */
const NOTE_MAX = 500;

export interface WorkOrderViewProps {
  pid: string;
  did: string;
  record: RecordRow;
  flow: TicketFlow;
  /** A field's title and a value as the list shows them (undefined: the list has no such field). */
  show: (field: string, value: unknown) => { label: ReactNode; value: ReactNode } | undefined;
  canMove: boolean;
  historyPid: string | undefined;
  /** Read the ticket again (after a move, a refusal or a photo). */
  reload: () => void;
}

/**
 * A work order on one screen, one column, made for the hand: what, where, due; take it, start,
 * attach a photo from the site, resolve with a note; its history below. Every move is the server's:
 * a refused one (someone moved it meanwhile) shows the keyed refusal and the ticket is read again.
 */
export const WorkOrderView = observer(function WorkOrderView({ pid, did, record, flow, show, canMove, historyPid, reload }: WorkOrderViewProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { api, notify, session } = useStores();
  const [note, setNote] = useState('');
  const [sending, setSending] = useState<string>();
  const status = String(record.status ?? '');
  const { plain, resolve } = siteMoves(flow, status);
  const send = async (move: TicketMove) => {
    setSending(move.action);
    try {
      await api.filter.update({ pid, did, cmd: moveBody(move, session.displayName, note) });
      notify.success({ id: `workOrder.done.${move.action}` });
      if (move.action === 'resolve') setNote('');
    } catch {
      // The refusal is shown by the API's notice; the ticket is read again to show where it stands.
    } finally {
      setSending(undefined);
      reload();
    }
  };
  const button = (move: TicketMove, primary: boolean, disabled = false) => (
    <Button key={move.action} block type={primary ? 'primary' : 'default'} style={{ minHeight: 44 }} loading={sending === move.action} disabled={disabled || (sending !== undefined && sending !== move.action)} onClick={() => void send(move)}>
      {t(move.action === 'assign' ? 'workOrder.take' : `tickets.move.${move.action}`)}
    </Button>
  );
  const facts = WORK_ORDER_FACTS.map((field) => ({ field, shown: show(field, record[field]) })).filter((f) => f.shown !== undefined && record[f.field] !== '' && record[f.field] !== undefined);
  const open = status !== 'closed' && status !== 'resolved';
  return (
    <Flex vertical gap={12} style={{ maxWidth: 640, marginBottom: 16 }} data-testid="work-order">
      <Card size="small" title={t('workOrder.title')}>
        <Descriptions column={1} size="small" items={facts.map(({ field, shown }) => ({ key: field, label: shown!.label, children: shown!.value }))} />
      </Card>
      {canMove ? (
        <Card size="small" title={t('workOrder.actions')}>
          <Flex vertical gap={8} role="group" aria-label={t('tickets.moves')}>
            {plain.map((move) => button(move, move.action === 'assign' || move.action === 'start'))}
            {resolve ? (
              <>
                <Typography.Text strong>
                  <label htmlFor={`resolve-note-${did}`}>{t('workOrder.note')}</label>
                </Typography.Text>
                <Input.TextArea id={`resolve-note-${did}`} value={note} maxLength={NOTE_MAX} rows={3} onChange={(event) => setNote(event.target.value)} />
                {button(resolve, true, note.trim() === '')}
              </>
            ) : null}
            {plain.length === 0 && !resolve ? <Typography.Text type="secondary">{t('workOrder.noMoves')}</Typography.Text> : null}
          </Flex>
        </Card>
      ) : null}
      <Card size="small">
        <TicketPhoto pid={pid} did={did} photo={typeof record.photo === 'string' ? record.photo : ''} canAttach={canMove && open} onAttached={reload} />
      </Card>
      {historyPid ? <WorkHistory historyPid={historyPid} did={did} version={String(record.updatetime ?? '')} show={show} /> : null}
    </Flex>
  );
});
