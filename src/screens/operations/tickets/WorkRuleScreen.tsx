import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { ticketsApi } from '../../../api/operations';
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

interface RuleForm {
  rules: TicketRule[];
  calendar: WorkCalendar;
}

/**
 * `work-rule`: the assignment and SLA rules of the company's fault tickets, in order (the first
 * whose conditions all match routes a new ticket), and the working-hours calendar their targets
 * count in. Editing needs the page's edit permission; others read them.
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
  useEffect(() => {
    if (book) form.setFieldsValue({ rules: book.rules, calendar: book.calendar });
  }, [book, form]);

  if (!book && resource.status === 'error') return <LoadFailed title={t('operations.tickets.rules.loadFailed')} onRetry={() => fetch && void resource.load(fetch)} />;
  const save = async () => {
    const values = await validValues(form);
    if (!values) return;
    await run(
      () => ticketsApi(api).saveRules({ pid, rules: values.rules, calendar: values.calendar }, { hideError: true }),
      (saved) => {
        form.setFieldsValue({ rules: saved.rules, calendar: saved.calendar });
        notify.success({ id: 'operations.tickets.rules.saved' });
      },
    );
  };
  const blank = (): TicketRule => ({ id: '', name: '', faulttype: '', station: '', priority: '', teamdid: book?.teams[0]?.did ?? '', assignee: '', responseMinutes: 60, resolutionMinutes: 480, escalateTo: '' });
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
          <Form<RuleForm> form={form} layout="vertical" initialValues={{ rules: book.rules, calendar: book.calendar }} aria-label={t('operations.tickets.rules.title')}>
            <Card size="small" type="inner" title={t('operations.tickets.rules.calendar')} style={{ marginBottom: 12 }}>
              <CalendarFields disabled={!canEdit} />
            </Card>
            <Form.List name="rules">
              {(fields, { add, remove, move }) => (
                <>
                  {fields.map((field, index) => (
                    <RuleFields key={field.key} index={index} count={fields.length} name={field.name} book={book} disabled={!canEdit} move={move} remove={remove} />
                  ))}
                  {canEdit ? (
                    <Space>
                      <Button icon={<PlusOutlined aria-hidden />} onClick={() => add(blank())}>
                        {t('operations.tickets.rules.add')}
                      </Button>
                    </Space>
                  ) : null}
                </>
              )}
            </Form.List>
          </Form>
        ) : null}
      </Card>
    </div>
  );
});
