import { Space, Tag } from 'antd';
import { useIntl } from 'react-intl';
import type { AgendaEntry } from '../../../api/signage/scheduleTypes';
import { keyedText } from '../../../lib/serverMessage';
import { StatusTag } from '../../../ui/status-tag/StatusTag';

/** An agenda's events, each with whether it plays or is hidden and why (the server's reason, in the user's language). */
export function AgendaWhyList({ entries, label }: { entries: readonly AgendaEntry[]; label: string }) {
  return (
    <ol aria-label={label} style={{ paddingInlineStart: 20, margin: 0 }}>
      {entries.map((entry) => (
        <AgendaLine key={entry.event} entry={entry} />
      ))}
    </ol>
  );
}

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
