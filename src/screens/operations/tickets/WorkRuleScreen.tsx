import { Card } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { ticketsApi } from '../../../api/operations';
import { TICKET_PIDS, type TicketRuleBook } from '../../../api/operations/ticketsTypes';
import { useStores } from '../../../stores/context';
import { usePagePid } from '../../../ui/hooks/usePagePid';
import { LoadFailed } from '../../../ui/LoadFailed';
import { useResource } from '../../../ui/resource/useResource';
import { RuleBookEditor } from './RuleBookEditor';

/**
 * `work-rule`: the assignment and SLA rules of the company's customer-service and fault tickets
 * (the Tickets switch, in the URL, shows one kind's), each kind in order (the first whose
 * conditions all match routes a new ticket of that kind), and the working-hours calendar both
 * count their targets in. Editing needs the page's edit permission; others read them.
 */
export default observer(function WorkRuleScreen() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { api, pages } = useStores();
  const pid = usePagePid({ screen: 'work-rule', fallback: TICKET_PIDS.rules });
  const fetch = pid ? (signal: AbortSignal) => ticketsApi(api).rules({ pid }, { signal, silent: true }) : null;
  const resource = useResource<TicketRuleBook>(fetch, [api, pid]);
  const book = resource.value;

  if (!book && resource.status === 'error') return <LoadFailed title={t('operations.tickets.rules.loadFailed')} onRetry={() => fetch && void resource.load(fetch)} />;
  return (
    <div data-screen="work-rule">
      {book ? (
        <RuleBookEditor pid={pid} book={book} canEdit={pages.can('edit', pid)} />
      ) : (
        <Card size="small" title={t('operations.tickets.rules.title')} loading />
      )}
    </div>
  );
});
