import { stampText } from '../../lib/dateText';
import { Alert, Button, Space, Table } from 'antd';
import { useIntl } from 'react-intl';
import type { StaleSave } from './staleSave';

/** One field as I typed it and as the other editor saved it. */
export interface ComparedField {
  key: string;
  label: string;
  mine: string;
  theirs: string;
}

export interface ConflictPanelProps {
  stale: StaleSave;
  /** The zone the time is told in (the record's store). */
  timeZone?: string;
  /** Their saved version beside mine, field by field, once asked for (only the fields that differ). */
  compared?: ComparedField[];
  onShowTheirs?: () => void;
  onKeepMine: () => void;
  onLoadTheirs?: () => void;
}

/**
 * Someone saved the record after this form was opened (issue 36 item 2): says who and when, and
 * offers to see their version beside mine, to keep mine anyway (an audited overwrite), or to load
 * theirs. The form keeps what was typed until one of them is chosen.
 */
export function ConflictPanel({ stale, timeZone, compared, onShowTheirs, onKeepMine, onLoadTheirs }: ConflictPanelProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const at = stale.changedAt ? stampText(intl, stale.changedAt, timeZone) : '';
  const actions = (
    <Space wrap>
      {onShowTheirs && !compared ? <Button size="small" onClick={onShowTheirs}>{t('ui.conflict.showTheirs')}</Button> : null}
      <Button size="small" danger onClick={onKeepMine}>{t('ui.conflict.keepMine')}</Button>
      {onLoadTheirs ? <Button size="small" onClick={onLoadTheirs}>{t('ui.conflict.loadTheirs')}</Button> : null}
    </Space>
  );
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      style={{ marginBottom: 12 }}
      title={intl.formatMessage({ id: 'write.stale' }, { name: stale.changedBy || t('ui.conflict.someone'), at })}
      description={
        <Space orientation="vertical" style={{ width: '100%' }}>
          {actions}
          {compared ? (
            compared.length === 0 ? (
              <span>{t('ui.conflict.same')}</span>
            ) : (
              <Table<ComparedField>
                size="small"
                rowKey="key"
                pagination={false}
                aria-label={t('ui.conflict.compare')}
                dataSource={compared}
                columns={[
                  { key: 'label', dataIndex: 'label', title: t('ui.conflict.field') },
                  { key: 'mine', dataIndex: 'mine', title: t('ui.conflict.mine') },
                  { key: 'theirs', dataIndex: 'theirs', title: t('ui.conflict.theirs') },
                ]}
              />
            )
          ) : null}
        </Space>
      }
    />
  );
}

/** A field's choices (a select's options): their version beside mine shows labels, not ids. */
export type FieldChoices = Record<string, ReadonlyArray<{ value: unknown; label: string }>>;

/** The fields whose values differ between my form and their record, labelled and shown as text. */
export function compareFields(labels: Record<string, string>, mine: Record<string, unknown>, theirs: Record<string, unknown>, choices: FieldChoices = {}): ComparedField[] {
  const raw = (value: unknown) => (value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));
  const text = (key: string, value: unknown): string => {
    const options = choices[key];
    if (!options) return raw(value);
    const named = (one: unknown) => options.find((option) => option.value === one)?.label ?? raw(one);
    return Array.isArray(value) ? value.map(named).join(', ') : value === null || value === undefined ? '' : named(value);
  };
  return Object.entries(labels)
    .filter(([key]) => raw(mine[key]) !== raw(theirs[key]))
    .map(([key, label]) => ({ key, label, mine: text(key, mine[key]), theirs: text(key, theirs[key]) }));
}
