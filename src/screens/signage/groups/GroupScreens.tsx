import { Alert, Button, Card, Select, Space } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { GroupRef, ScreenGroup, ScreenRow } from '../../../api/signage/screenTypes';
import { Table } from '../../../ui/data-table/Table';
import { EmptyData } from '../../../ui/EmptyData';
import { ExportButton } from '../../../ui/export-button/ExportButton';
import { rowsExportJob } from '../../../ui/export-button/rowsExportJob';
import { screenColumns, screenExportColumns } from './screenColumns';

export interface GroupScreensProps {
  group: ScreenGroup;
  /** Every screen the user reaches (the group's are picked from them; the others can be bound). */
  screens: ScreenRow[];
  statics: GroupRef[];
  /** With the edit permission: binds, moves or unbinds a screen (group null). */
  bind?: (row: ScreenRow, group: string | null) => Promise<unknown>;
  canExport: boolean;
  /** The zone times are shown in. */
  zone: string;
}

/** The screens of a group: a static group's bound ones (bind more, move or unbind them), a tag group's by their tag. */
export function GroupScreens({ group, screens, statics, bind, canExport, zone }: GroupScreensProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [busy, setBusy] = useState<string>();
  const [picked, setPicked] = useState<string>();
  const members = screens.filter((s) => s.group?.did === group.did || s.tagGroups.some((g) => g.did === group.did));
  const others = screens.filter((s) => s.group?.did !== group.did);
  const change = async (row: ScreenRow, to: string | null) => {
    if (!bind) return;
    setBusy(row.did);
    try {
      await bind(row, to);
      setPicked(undefined);
    } catch {
      // The request layer said why; the row keeps the binding the server has.
    } finally {
      setBusy(undefined);
    }
  };
  const title = t('signage.groups.screensOf', { group: group.name });
  return (
    <Card
      size="small"
      title={title}
      extra={canExport ? <ExportButton job={rowsExportJob(async () => members, screenExportColumns(intl, zone), title)} disabled={members.length === 0} /> : null}
    >
      {group.kind === 'tag' ? (
        <Alert type="info" showIcon role="note" style={{ marginBottom: 12 }} title={t('signage.groups.byTag', { tag: group.tag })} />
      ) : bind ? (
        <Space wrap style={{ marginBottom: 12 }}>
          <Select<string>
            aria-label={t('signage.groups.pickScreen')}
            placeholder={t('signage.groups.pickScreen')}
            value={picked}
            onChange={setPicked}
            style={{ minWidth: 280 }}
            options={others.map((s) => ({ value: s.did, label: s.group ? t('signage.groups.screenIn', { screen: s.name, group: s.group.name }) : s.name }))}
          />
          <Button
            type="primary"
            disabled={!picked}
            loading={busy !== undefined && busy === picked}
            onClick={() => {
              const row = others.find((s) => s.did === picked);
              if (row) void change(row, group.did);
            }}
          >
            {t('signage.groups.bind')}
          </Button>
        </Space>
      ) : null}
      {members.length === 0 ? (
        <EmptyData description={t(group.kind === 'tag' ? 'signage.groups.noTagged' : 'signage.groups.noBound')} />
      ) : (
        <div data-testid="group-screens">
          <Table<ScreenRow>
            aria-label={title}
            size="small"
            rowKey="did"
            dataSource={members}
            columns={screenColumns(intl, zone, statics, bind ? (row, to) => void change(row, to) : undefined, busy)}
            pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
          />
        </div>
      )}
    </Card>
  );
}
