import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useIntl } from 'react-intl';

/** Up, down and remove of a rule card; `position` names the rule in each button's label. */
export function RuleMoves({ index, count, position, move, remove }: { index: number; count: number; position: string; move: (from: number, to: number) => void; remove: (index: number) => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <Tooltip title={t('operations.tickets.rules.up')}>
        <Button type="text" icon={<ArrowUpOutlined aria-hidden />} aria-label={`${t('operations.tickets.rules.up')} (${position})`} disabled={index === 0} onClick={() => move(index, index - 1)} />
      </Tooltip>
      <Tooltip title={t('operations.tickets.rules.down')}>
        <Button type="text" icon={<ArrowDownOutlined aria-hidden />} aria-label={`${t('operations.tickets.rules.down')} (${position})`} disabled={index === count - 1} onClick={() => move(index, index + 1)} />
      </Tooltip>
      <Tooltip title={t('operations.tickets.rules.remove')}>
        <Button type="text" danger icon={<DeleteOutlined aria-hidden />} aria-label={`${t('operations.tickets.rules.remove')} (${position})`} disabled={count === 1} onClick={() => remove(index)} />
      </Tooltip>
    </>
  );
}
