import { Alert, Card, Input, Select, Skeleton, Space, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { signageApi } from '../../../api/signage';
import type { AgendaEntry } from '../../../api/signage/scheduleTypes';
import { keyedText } from '../../../lib/serverMessage';
import { useStores } from '../../../stores/context';
import { EmptyData } from '../../../ui/EmptyData';
import { LoadFailed } from '../../../ui/LoadFailed';
import { useResource } from '../../../ui/resource/useResource';
import { StatusTag } from '../../../ui/status-tag/StatusTag';
import { signageClock, signageDay } from '../shared/signageTime';

export interface AgendaPanelProps {
  pid: string;
  group: string;
  groups: { did: string; name: string }[];
  day: string;
  time: string;
  onGroup: (group: string) => void;
  onDay: (day: string) => void;
  onTime: (time: string) => void;
  /** Changes when the schedule changed: the answer is asked again. */
  version: number;
}

/** "What plays on group G at time T": every event active then, own or inherited, and why each plays or is hidden (the server's reason). */
export const AgendaPanel = observer(function AgendaPanel({ pid, group, groups, day, time, onGroup, onDay, onTime, version }: AgendaPanelProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api } = useStores();
  const agenda = useResource(pid && group ? (signal) => signageApi(api).schedule.agenda({ pid, group, at: `${day}T${time}` }, { signal, silent: true }) : null, [api, pid, group, day, time, version]);
  const answer = agenda.value;
  const title = t('signage.playgrid.agendaTitle');
  return (
    <Card size="small" title={title}>
      <Space wrap align="end" style={{ marginBottom: 12 }}>
        <label>
          <Typography.Text type="secondary">{t('signage.playgrid.group')}</Typography.Text>
          <br />
          <Select aria-label={t('signage.playgrid.group')} value={group || undefined} onChange={onGroup} options={groups.map((g) => ({ value: g.did, label: g.name }))} style={{ minWidth: 200 }} />
        </label>
        <label>
          <Typography.Text type="secondary">{t('signage.playgrid.day')}</Typography.Text>
          <br />
          <Input type="date" aria-label={t('signage.playgrid.day')} value={day} onChange={(e) => e.target.value && onDay(e.target.value)} style={{ width: 170 }} />
        </label>
        <label>
          <Typography.Text type="secondary">{t('signage.playgrid.time')}</Typography.Text>
          <br />
          <Input type="time" step={60} aria-label={t('signage.playgrid.time')} value={time} onChange={(e) => e.target.value && onTime(e.target.value.slice(0, 5))} style={{ width: 130 }} />
        </label>
      </Space>
      {!answer && agenda.status === 'error' ? (
        <LoadFailed title={t('signage.playgrid.agendaFailed')} onRetry={() => void agenda.reload()} />
      ) : !answer ? (
        <Skeleton active />
      ) : (
        <div data-testid="agenda" aria-live="polite" aria-busy={agenda.loading}>
          <Typography.Paragraph strong>
            {t('signage.playgrid.agendaAt', { group: answer.group.name, day: signageDay(intl, answer.at.slice(0, 10), 'full'), time: signageClock(intl, answer.at.slice(11, 16)) })}
          </Typography.Paragraph>
          {answer.poweredOn ? null : <Alert type="warning" showIcon style={{ marginBottom: 8 }} title={t('signage.playgrid.poweredOff', { group: answer.group.name })} />}
          <Typography.Paragraph>
            {answer.playing.length ? t('signage.playgrid.playing', { channels: intl.formatList(answer.playing) }) : t('signage.playgrid.nothingPlays')}
          </Typography.Paragraph>
          {answer.entries.length === 0 ? (
            <EmptyData description={t('signage.playgrid.noEvents')} height={100} />
          ) : (
            <ol aria-label={t('signage.playgrid.why')} style={{ paddingInlineStart: 20, margin: 0 }}>
              {answer.entries.map((entry) => (
                <AgendaLine key={entry.event} entry={entry} />
              ))}
            </ol>
          )}
        </div>
      )}
    </Card>
  );
});

function AgendaLine({ entry }: { entry: AgendaEntry }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <li style={{ marginBottom: 8 }}>
      <Space wrap size={4}>
        <strong>{entry.name}</strong>
        <span>{t('signage.playgrid.entryChannel', { channel: entry.channel.name, priority: entry.priority })}</span>
        <StatusTag tone={entry.plays ? 'success' : 'neutral'}>{t(entry.plays ? 'signage.playgrid.plays' : 'signage.playgrid.hidden')}</StatusTag>
        <Tag>{entry.inherited ? t('signage.playgrid.inheritedFrom', { target: entry.target.name }) : t('signage.playgrid.own')}</Tag>
      </Space>
      <div>{keyedText(intl, { messageKey: entry.reason.messageKey, values: entry.reason.values, message: entry.reason.text })}</div>
    </li>
  );
}
