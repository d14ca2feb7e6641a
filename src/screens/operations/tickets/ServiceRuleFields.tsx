import { Card, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useIntl } from 'react-intl';
import type { TicketRuleBook } from '../../../api/operations/ticketsTypes';
import { RuleMoves } from './RuleMoves';
import { categoryLabel, channelLabel } from './serviceWords';

interface ServiceRuleFieldsProps {
  index: number;
  count: number;
  name: number;
  book: TicketRuleBook;
  disabled: boolean;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
}

/** One customer-service rule: its name, conditions (category, channel, store; 'any' matches every value), where it routes, its targets and escalation. */
export function ServiceRuleFields({ index, count, name, book, disabled, move, remove }: ServiceRuleFieldsProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const any = { value: '', label: t('operations.tickets.rules.any') };
  const required = [{ required: true, message: t('operations.tickets.rules.required') }];
  const minutes = [{ required: true, type: 'integer' as const, min: 1, max: 43_200, message: t('operations.tickets.rules.minutesRange') }];
  const position = t('operations.tickets.rules.servicePosition', { n: index + 1 });
  return (
    <Card size="small" style={{ marginBottom: 8 }} title={position} extra={disabled ? null : <RuleMoves index={index} count={count} position={position} move={move} remove={remove} />}>
      <Row gutter={12}>
        <Col xs={24} md={8}>
          <Form.Item name={[name, 'name']} label={t('operations.tickets.rules.name')} rules={required}>
            <Input disabled={disabled} maxLength={40} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={[name, 'category']} label={t('operations.tickets.column.category')}>
            <Select disabled={disabled} options={[any, ...book.categories.map((c) => ({ value: c, label: categoryLabel(intl, c) }))]} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={[name, 'channel']} label={t('operations.tickets.column.channel')}>
            <Select disabled={disabled} options={[any, ...book.channels.map((c) => ({ value: c, label: channelLabel(intl, c) }))]} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={[name, 'store']} label={t('operations.tickets.column.store')}>
            <Select disabled={disabled} showSearch optionFilterProp="label" options={[any, ...book.stores.map((s) => ({ value: s.did, label: s.name }))]} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={[name, 'teamdid']} label={t('operations.tickets.column.team')} rules={required}>
            <Select disabled={disabled} showSearch optionFilterProp="label" options={book.teams.map((team) => ({ value: team.did, label: team.name }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={[name, 'assignee']} label={t('operations.tickets.column.assignee')} extra={t('operations.tickets.rules.assigneeHint')}>
            <Input disabled={disabled} maxLength={20} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={[name, 'responseMinutes']} label={t('operations.tickets.rules.responseMinutes')} rules={minutes}>
            <InputNumber disabled={disabled} min={1} max={43_200} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={[name, 'resolutionMinutes']} label={t('operations.tickets.rules.resolutionMinutes')} rules={minutes}>
            <InputNumber disabled={disabled} min={1} max={43_200} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={[name, 'escalateTo']} label={t('operations.tickets.column.escalatedTo')}>
            <Input disabled={disabled} maxLength={20} />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
