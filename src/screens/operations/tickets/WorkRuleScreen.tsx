import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { ticketsApi } from '../../../api/operations';
import type { ServiceTicketRule } from '../../../api/operations/serviceTicketsTypes';
import { TICKET_PIDS, type TicketRule, type TicketRuleBook, type WorkCalendar } from '../../../api/operations/ticketsTypes';
import { useStores } from '../../../stores/context';
import { SaveAlert } from '../../../ui/form/SaveAlert';
import { useFormSave } from '../../../ui/form/useFormSave';
import { validValues } from '../../../ui/form/validValues';
import { usePagePid } from '../../../ui/hooks/usePagePid';
import { LoadFailed } from '../../../ui/LoadFailed';
import { useResource } from '../../../ui/resource/useResource';
import { CalendarFields } from './CalendarFields';
import { RuleFields } from './RuleFields';
import { faultRuleConditions, serviceRuleConditions, type RuleCondition } from './ruleConditions';
import { TicketKindSwitch } from './TicketKindSwitch';
import { useTicketKind } from './useTicketKind';

interface RuleForm {
  rules: TicketRule[];
  serviceRules: ServiceTicketRule[];
  calendar: WorkCalendar;
}

/**
 * `work-rule`: the assignment and SLA rules of the company's customer-service and fault tickets
 * (the Tickets switch, in the URL, shows one kind's), each kind in order (the first whose
 * conditions all match routes a new ticket of that kind), and the working-hours calendar both
 * count their targets in. Editing needs the page's edit permission; others read them.
 */
export default observer(function WorkRuleScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api, pages, notify } = useStores();
  const pid = usePagePid({ screen: 'work-rule', fallback: TICKET_PIDS.rules });
  const fetch = pid ? (signal: AbortSignal) => ticketsApi(api).rules({ pid }, { signal, silent: true }) : null;
  const resource = useResource<TicketRuleBook>(fetch, [api, pid]);
  const book = resource.value;
  const [form] = Form.useForm<RuleForm>();
  const { saving, general, run } = useFormSave(form);
  const canEdit = pages.can('edit', pid);
  const [kind, setKind] = useTicketKind();
  useEffect(() => {
    if (book) form.setFieldsValue({ rules: book.rules, serviceRules: book.serviceRules, calendar: book.calendar });
  }, [book, form]);

  if (!book && resource.status === 'error') return <LoadFailed title={t('operations.tickets.rules.loadFailed')} onRetry={() => fetch && void resource.load(fetch)} />;
  const save = async () => {
    if (!(await validValues(form))) return;
    // Both kinds' rules, the hidden kind's too (kept by the form while its list is not shown).
    const values = form.getFieldsValue(true) as RuleForm;
    await run(
      () => ticketsApi(api).saveRules({ pid, rules: values.rules, serviceRules: values.serviceRules, calendar: values.calendar }, { hideError: true }),
      (saved) => {
        form.setFieldsValue({ rules: saved.rules, serviceRules: saved.serviceRules, calendar: saved.calendar });
        notify.success({ id: 'operations.tickets.rules.saved' });
      },
    );
  };
  const firstTeam = book?.teams[0]?.did ?? '';
  const blank = (): TicketRule => ({ id: '', name: '', faulttype: '', station: '', priority: '', teamdid: firstTeam, assignee: '', responseMinutes: 60, resolutionMinutes: 480, escalateTo: '' });
  const blankService = (): ServiceTicketRule => ({ id: '', kind: 'service', name: '', category: '', channel: '', store: '', teamdid: firstTeam, assignee: '', responseMinutes: 60, resolutionMinutes: 480, escalateTo: '' });
  const service = kind === 'service';
  const addButton = (add: () => void) =>
    canEdit ? (
      <Space>
        <Button icon={<PlusOutlined aria-hidden />} onClick={add}>
          {t('operations.tickets.rules.add')}
        </Button>
      </Space>
    ) : null;
  /** One kind's rules in order, each with its conditions, and a button to add one. */
  const ruleList = (list: 'rules' | 'serviceRules', conditions: RuleCondition[], positionKey: string, fresh: () => TicketRule | ServiceTicketRule) => (
    <Form.List name={list} key={list}>
      {(fields, { add, remove, move }) => (
        <>
          {fields.map((field, index) => (
            <RuleFields key={field.key} index={index} count={fields.length} name={field.name} conditions={conditions} teams={book?.teams ?? []} positionKey={positionKey} disabled={!canEdit} move={move} remove={remove} />
          ))}
          {addButton(() => add(fresh()))}
        </>
      )}
    </Form.List>
  );
  return (
    <div data-screen="work-rule">
      <Card
        size="small"
        title={t('operations.tickets.rules.title')}
        loading={!book}
        extra={
          canEdit ? (
            <Button type="primary" loading={saving} onClick={() => void save()}>
              {t('operations.tickets.rules.save')}
            </Button>
          ) : null
        }
      >
        <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('operations.tickets.rules.firstMatch')} description={t('operations.tickets.rules.clock')} />
        {canEdit ? null : <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={t('operations.tickets.rules.readOnly')} />}
        <SaveAlert title={t('common.notSaved')} reasons={general} />
        {book ? (
          <Form<RuleForm> form={form} layout="vertical" initialValues={{ rules: book.rules, serviceRules: book.serviceRules, calendar: book.calendar }} aria-label={t('operations.tickets.rules.title')}>
            <Card size="small" type="inner" title={t('operations.tickets.rules.calendar')} style={{ marginBottom: 12 }}>
              <CalendarFields disabled={!canEdit} />
            </Card>
            <Card size="small" type="inner" title={t(service ? 'operations.tickets.rules.serviceTitle' : 'operations.tickets.rules.faultTitle')} extra={<TicketKindSwitch value={kind} onChange={setKind} />}>
              {service ? <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('operations.tickets.rules.serviceApplies')} /> : null}
              {service
                ? ruleList('serviceRules', serviceRuleConditions(intl, book), 'operations.tickets.rules.servicePosition', blankService)
                : ruleList('rules', faultRuleConditions(intl, book), 'operations.tickets.rules.position', blank)}
            </Card>
          </Form>
        ) : null}
      </Card>
    </div>
  );
});
