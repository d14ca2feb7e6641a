import { Button, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { SCREEN_COMMANDS, type ScreenCommand } from '../../../api/signage/screenCommandTypes';
import { CommandStatus, type CommandTracker } from '../../../ui/command';
import type { SummaryRow } from './loadSummary';
import type { ScreenShots } from './screenCommandSource';
import { screenshotSrc } from './screenshotSrc';
import { useFileLink } from '../../../ui/files/useFileLink';

/**
 * A screen's remote commands and the last one's life; a screenshot shows once the screen answers.
 * An offline screen cannot be commanded: the buttons are disabled and say why.
 */
export const CommandCell = observer(function CommandCell({ row, tracker, shots, onSend }: {
  row: SummaryRow;
  tracker: CommandTracker<ScreenCommand>;
  shots: ScreenShots;
  /** Absent without the control permission: only the results show. */
  onSend?: (screens: string[], cmd: ScreenCommand) => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const pending = tracker.pending(row.did);
  const reason = row.online ? null : t('signage.summary.offlineReason');
  const reasonId = `offline-${row.did}`;
  return (
    <Space orientation="vertical" size={4}>
      {onSend ? (
        <Space size={4} wrap>
          {SCREEN_COMMANDS.map((cmd) => (
            <Button
              key={cmd}
              size="small"
              disabled={!row.online || pending}
              aria-describedby={reason ? reasonId : undefined}
              aria-label={t('signage.summary.cmdOn', { command: t(`signage.summary.cmd.${cmd}`), screen: row.name })}
              onClick={() => onSend([row.did], cmd)}
            >
              {t(`signage.summary.cmd.${cmd}`)}
            </Button>
          ))}
        </Space>
      ) : null}
      {reason ? (
        <Typography.Text type="secondary" id={reasonId} style={{ fontSize: 12 }}>
          {reason}
        </Typography.Text>
      ) : null}
      <CommandStatus tracker={tracker} target={row.did} />
      <Screenshot row={row} tracker={tracker} shots={shots} />
    </Space>
  );
});

const Screenshot = observer(function Screenshot({ row, tracker, shots }: { row: SummaryRow; tracker: CommandTracker<ScreenCommand>; shots: ScreenShots }) {
  const intl = useIntl();
  const command = tracker.of(row.did);
  const raw = shots.byScreen.get(row.did);
  // The screenshot's file loads through the session's signed link (an <img> sends no session header).
  const link = useFileLink(raw);
  if (command?.cmd !== 'screenshot' || command.life !== 'confirmed' || raw === undefined || link === undefined) return null;
  const src = screenshotSrc(link, window.location.origin);
  if (!src) return <Typography.Text type="warning">{intl.formatMessage({ id: 'signage.summary.screenshotElsewhere' })}</Typography.Text>;
  return (
    <a href={src} target="_blank" rel="noopener noreferrer">
      <img src={src} alt={intl.formatMessage({ id: 'signage.summary.screenshotOf' }, { screen: row.name })} style={{ maxWidth: 160, maxHeight: 120, display: 'block' }} />
    </a>
  );
});
