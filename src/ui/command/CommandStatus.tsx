import { HourglassOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { StatusTag } from '../status-tag/StatusTag';
import type { Tone } from '../status-tag/tones';
import type { CommandLife, CommandTracker } from './CommandTracker';
import { reasonText } from '../../lib/serverMessage';

const TONE: Record<CommandLife, Tone> = {
  sending: 'info',
  sent: 'info',
  confirmed: 'success',
  failed: 'error',
  timeout: 'warning',
  refused: 'error',
};

/**
 * One target's command life (nothing when it has none), with the device's reason when it did not
 * go. Waiting shows a still hourglass, not a spinner: a batch puts one in every row, and as many
 * animations would repaint the table every frame while results stream in.
 */
export const CommandStatus = observer(function CommandStatus<Cmd>({ tracker, target }: { tracker: CommandTracker<Cmd>; target: string }) {
  const intl = useIntl();
  const command = tracker.of(target);
  if (!command) return null;
  const pending = command.life === 'sending' || command.life === 'sent';
  const label = intl.formatMessage({ id: `command.life.${command.life}` });
  return (
    <span data-command-life={command.life}>
      <StatusTag tone={TONE[command.life]} icon={pending ? <HourglassOutlined aria-hidden /> : undefined}>
        {label}
      </StatusTag>
      {command.reason ? <span style={{ fontSize: 12 }}>{reasonText(intl, command.reason)}</span> : null}
    </span>
  );
});
