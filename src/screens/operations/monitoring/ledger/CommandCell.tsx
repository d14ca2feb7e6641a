import { Button, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { PileAction } from '../../../../api/operations/monitoringTypes';
import { CommandStatus, type CommandTracker } from '../../../../ui/command';
import type { PileCmd } from './pileCommands';

/**
 * The commands one target may be sent, each a button naming its target, and the last command's
 * life (sent, then the pile's answer). A button is off while a command is on its way.
 */
export const CommandCell = observer(function CommandCell({ tracker, target, label, actions, onSend }: {
  tracker: CommandTracker<PileCmd>;
  target: string;
  /** The target as people know it (a gun's or pile's code). */
  label: string;
  actions: Array<{ action: PileAction; disabled: boolean }>;
  onSend: (target: string, action: PileAction) => void;
}) {
  const intl = useIntl();
  const last = tracker.of(target);
  return (
    <Space wrap size={4}>
      {actions.map(({ action, disabled }) => (
        <Button
          key={action}
          size="small"
          danger={action === 'stop' || action === 'reset'}
          disabled={disabled || tracker.pending(target)}
          aria-label={intl.formatMessage({ id: `operations.ledger.action.${action}.on` }, { target: label })}
          onClick={() => onSend(target, action)}
        >
          {intl.formatMessage({ id: `operations.ledger.action.${action}` })}
        </Button>
      ))}
      {last ? <span>{intl.formatMessage({ id: `operations.ledger.action.${last.cmd.action}` })}:</span> : null}
      <CommandStatus tracker={tracker} target={target} />
    </Space>
  );
});
