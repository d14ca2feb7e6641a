import { Segmented } from 'antd';
import { useIntl } from 'react-intl';
import { TICKET_KINDS, type TicketKind } from '../../../api/operations/serviceTicketsTypes';

/** The desk's "Tickets" switch: customer-service tickets or fault tickets. */
export function TicketKindSwitch({ value, onChange }: { value: TicketKind; onChange: (kind: TicketKind) => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return <Segmented<TicketKind> aria-label={t('operations.tickets.kind.label')} value={value} onChange={onChange} options={TICKET_KINDS.map((kind) => ({ value: kind, label: t(`operations.tickets.kind.${kind}`) }))} />;
}
