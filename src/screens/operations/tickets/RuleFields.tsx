import { Card, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useIntl } from 'react-intl';
import type { TicketTeam } from '../../../api/operations/ticketsTypes';
import type { RuleCondition } from './ruleConditions';
import { RuleMoves } from './RuleMoves';
import { TICKET_RULE_RULES as RULES } from '../../../api/operations/rules';
import { fieldRules } from '../../../ui/form/fieldRules';

interface RuleFieldsProps {
  index: number;
  count: number;
  name: number;
  /** What this kind of rule matches on (fault or customer-service conditions: ruleConditions.ts). */
  conditions: RuleCondition[];
  teams: TicketTeam[];
  /** The card's title, with the rule's place in the list ({n}). */
  positionKey: string;
  disabled: boolean;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
}

/** One rule of either kind: its name, conditions ('any' matches every value), where it routes, its targets and escalation. */
export function RuleFields({ index, count, name, conditions, teams, positionKey, disabled, move, remove }: RuleFieldsProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const any = { value: '', label: t('operations.tickets.rules.any') };
  const required = [{ required: true, message: t('operations.tickets.rules.required') }];
  const range = 'operations.tickets.rules.minutesRange';
  const minutes = { messages: { required: 'operations.tickets.rules.required', min: range, max: range, integer: range } };
  const position = t(positionKey, { n: index + 1 });
  return (
    <Card size="small" style={{ marginBottom: 8 }} title={position} extra={disabled ? null : <RuleMoves index={index} count={count} position={position} move={move} remove={remove} />}>
      <Row gutter={12}>
        <Col xs={24} md={8}>
          <Form.Item name={[name, 'name']} label={t('operations.tickets.rules.name')} rules={fieldRules(intl, RULES.name, { messages: { required: 'operations.tickets.rules.required' } })}>
            <Input disabled={disabled} maxLength={RULES.name.maxLength} />
          </Form.Item>
        </Col>
        {conditions.map((condition) => (
          <Col xs={24} md={8} key={condition.field}>
            <Form.Item name={[name, condition.field]} label={condition.label}>
              <Select disabled={disabled} showSearch={condition.search} optionFilterProp="label" options={[any, ...condition.options]} />
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} md={8}>
          <Form.Item name={[name, 'teamdid']} label={t('operations.tickets.column.team')} rules={required}>
            <Select disabled={disabled} showSearch optionFilterProp="label" options={teams.map((team) => ({ value: team.did, label: team.name }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={[name, 'assignee']} label={t('operations.tickets.column.assignee')} extra={t('operations.tickets.rules.assigneeHint')} rules={fieldRules(intl, RULES.assignee)}>
            <Input disabled={disabled} maxLength={RULES.assignee.maxLength} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={[name, 'responseMinutes']} label={t('operations.tickets.rules.responseMinutes')} rules={fieldRules(intl, RULES.responseMinutes, minutes)}>
            <InputNumber disabled={disabled} min={RULES.responseMinutes.min} max={RULES.responseMinutes.max} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={[name, 'resolutionMinutes']} label={t('operations.tickets.rules.resolutionMinutes')} rules={fieldRules(intl, RULES.resolutionMinutes, minutes)}>
            <InputNumber disabled={disabled} min={RULES.resolutionMinutes.min} max={RULES.resolutionMinutes.max} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={[name, 'escalateTo']} label={t('operations.tickets.column.escalatedTo')} rules={fieldRules(intl, RULES.escalateTo)}>
            <Input disabled={disabled} maxLength={RULES.escalateTo.maxLength} />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
