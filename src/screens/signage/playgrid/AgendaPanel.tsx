import { Alert, Card, Input, Select, Skeleton, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { signageApi } from '../../../api/signage';
import { useStores } from '../../../stores/context';
import { EmptyData } from '../../../ui/EmptyData';
import { LoadFailed } from '../../../ui/LoadFailed';
import { useResource } from '../../../ui/resource/useResource';
import { AgendaWhyList } from '../shared/AgendaWhy';
import { signageClock, signageDay } from '../shared/signageTime';
import { DayInput } from '../../../ui/form/DayInput';
import { isDay } from '../../../lib/days';

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
          <DayInput aria-label={t('signage.playgrid.day')} value={day} onChange={(typed) => isDay(typed) && onDay(typed)} style={{ width: 170 }} />
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
            <AgendaWhyList entries={answer.entries} label={t('signage.playgrid.why')} />
          )}
        </div>
      )}
    </Card>
  );
});
