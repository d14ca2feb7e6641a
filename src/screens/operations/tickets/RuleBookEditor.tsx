import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Space } from 'antd';
import { useIntl } from 'react-intl';
import { ticketsApi } from '../../../api/operations';
import type { ServiceTicketRule } from '../../../api/operations/serviceTicketsTypes';
import type { TicketRule, TicketRuleBook } from '../../../api/operations/ticketsTypes';
import { useStores } from '../../../stores/context';
import { SaveAlert } from '../../../ui/form/SaveAlert';
import { useVersionedSave } from '../../../ui/form/useVersionedSave';
import { validValues } from '../../../ui/form/validValues';
import { CalendarFields } from './CalendarFields';
import { RuleFields } from './RuleFields';
import { compareRuleBooks, type RuleForm } from './ruleBookCompare';
import { faultRuleConditions, serviceRuleConditions, type RuleCondition } from './ruleConditions';
import { TicketKindSwitch } from './TicketKindSwitch';
import { useTicketKind } from './useTicketKind';

const formOf = (book: TicketRuleBook): RuleForm => ({ rules: book.rules, serviceRules: book.serviceRules, calendar: book.calendar });

export interface RuleBookEditorProps {
  pid: string;
  /** The book as loaded: the form edits its version. */
  book: TicketRuleBook;
  canEdit: boolean;
}

/**
 * The rule book's form: the calendar and one kind's rules (the other kind's are kept by the form),
 * saved together on the book's version. A save made after someone else's is refused with who and
 * when; what was typed stays, and the conflict panel offers their book beside mine (rule by rule:
 * ruleBookCompare), keep mine, or load theirs.
 */
export function RuleBookEditor({ pid, book, canEdit }: RuleBookEditorProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { api, notify } = useStores();
  const [form] = Form.useForm<RuleForm>();
  const theirs = async () => {
    const now = await ticketsApi(api).rules({ pid });
    return { values: formOf(now), version: now.version };
  };
  const { saving, general, run, version, editOn, conflict } = useVersionedSave(form, {
    version: book.version, theirs, timeZone: book.zone, compare: (mine, their) => compareRuleBooks(intl, book, mine, their),
  });
  const [kind, setKind] = useTicketKind();
  const mine = () => form.getFieldsValue(true) as RuleForm;

  const save = async () => {
    if (!(await validValues(form))) return;
    // Both kinds' rules, the hidden kind's too (kept by the form while its list is not shown).
    const values = mine();
    await run(
      ({ overwrite }) => ticketsApi(api).saveRules({ pid, version, overwrite, rules: values.rules, serviceRules: values.serviceRules, calendar: values.calendar }, { hideError: true }),
      (saved) => {
        // The next save is made on the version this one left.
        form.setFieldsValue(formOf(saved));
        editOn(saved.version);
        notify.success({ id: 'operations.tickets.rules.saved' });
      },
    );
  };
  const firstTeam = book.teams[0]?.did ?? '';
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
            <RuleFields key={field.key} index={index} count={fields.length} name={field.name} conditions={conditions} teams={book.teams} positionKey={positionKey} disabled={!canEdit} move={move} remove={remove} />
          ))}
          {addButton(() => add(fresh()))}
        </>
      )}
    </Form.List>
  );
  return (
    <Card
      size="small"
      title={t('operations.tickets.rules.title')}
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
      {conflict}
      <Form<RuleForm> form={form} layout="vertical" initialValues={formOf(book)} aria-label={t('operations.tickets.rules.title')}>
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
    </Card>
  );
}
