import { stampText } from '../../../../lib/dateText';
import { Alert, Button, Card, Segmented, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { assetsApi } from '../../../../api/operations';
import { ASSETS_PIDS, type Slip, type SlipState } from '../../../../api/operations/assetsTypes';
import { useStores } from '../../../../stores/context';
import { Table } from '../../../../ui/data-table/Table';
import { EmptyData } from '../../../../ui/EmptyData';
import { ExportButton } from '../../../../ui/export-button/ExportButton';
import { rowsExportJob } from '../../../../ui/export-button/rowsExportJob';
import { useDialogWrite } from '../../../../ui/form/useDialogWrite';
import { usePagePid } from '../../../../ui/hooks/usePagePid';
import { LoadFailed } from '../../../../ui/LoadFailed';
import { useResource } from '../../../../ui/resource/useResource';
import { StatusTag } from '../../../../ui/status-tag/StatusTag';
import { idParam, oneOfParam } from '../../../../ui/url-state/codecs';
import { useSearchParam } from '../../../../ui/url-state/useSearchParam';
import { SlipDialog } from './SlipDialog';
import { SlipPrint } from './SlipPrint';

const SHOWN = ['all', 'draft', 'posted'] as const;
type Shown = (typeof SHOWN)[number];
const shownParam = oneOfParam(SHOWN);

/**
 * `warehousing-slip`: inbound slips of spare parts, drafted (validated at their fields), printed,
 * then posted: posting raises the inventory list's quantities and the slip is no longer edited.
 */
export default observer(function WarehousingSlipScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api, notify, pages } = useStores();
  const pid = usePagePid({ fallback: ASSETS_PIDS.slip });
  // Drafts are added, then changed and posted (edit): a user without the rights sees no button for them.
  const canAdd = pages.can('add', pid);
  const canEdit = pages.can('edit', pid);
  const [shown, setShown] = useSearchParam('state', shownParam, 'all');
  const [printing, setPrinting] = useSearchParam('print', idParam, '');
  const [editing, setEditing] = useState<Slip | 'new' | null>(null);
  const slips = useResource(pid ? (signal) => assetsApi(api).slips({ pid }, { signal }) : null, [api, pid]);
  const options = useResource(pid ? (signal) => assetsApi(api).slipOptions({ pid }, { signal }) : null, [api, pid]);
  const posting = useDialogWrite();
  const filter = (list: Slip[]) => (shown === 'all' ? list : list.filter((s) => s.state === (shown as SlipState)));
  const when = (slip: Slip, at: string) => (at ? stampText(intl, at, slip.zone) : '—');

  if (slips.status === 'error' && !slips.value) return <LoadFailed title={t('operations.assets.slip.loadFailed')} onRetry={() => void slips.reload()} />;
  const printed = printing ? slips.value?.find((s) => s.did === printing) : undefined;
  if (printed) return <SlipPrint slip={printed} onBack={() => setPrinting('')} />;

  const post = (slip: Slip) =>
    void posting.run(
      () => assetsApi(api).postSlip({ pid, did: slip.did }, { hideError: true }),
      () => {
        notify.success({ id: 'operations.assets.slip.postedNote', values: { number: slip.number, quantity: slip.quantity } });
        void slips.reload();
      },
    );
  const rows = filter(slips.value ?? []);
  const stateText = (state: SlipState) => t(`operations.assets.slip.state.${state}`);
  const job = rowsExportJob<Slip>(
    async (signal) => filter(await assetsApi(api).slips({ pid }, { signal })),
    [
      { key: 'number', title: t('operations.assets.slip.number') },
      { key: 'supplier', title: t('operations.assets.slip.supplier') },
      { key: 'state', title: t('operations.assets.slip.state'), value: (s) => stateText(s.state) },
      { key: 'lines', title: t('operations.assets.slip.lineCount'), type: 'number', value: (s) => s.lines.length },
      { key: 'quantity', title: t('operations.assets.slip.quantity'), type: 'number' },
      { key: 'createtime', title: t('operations.assets.slip.created'), value: (s) => when(s, s.createtime) },
      { key: 'postedtime', title: t('operations.assets.slip.posted'), value: (s) => when(s, s.postedtime) },
    ],
    'warehousing-slips',
  );
  const title = t('operations.assets.slip.title');
  return (
    <div data-screen="warehousing-slip">
      <Space style={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', marginBottom: 12 }}>
        <Segmented<Shown> aria-label={t('operations.assets.slip.show')} value={shown} onChange={setShown} options={SHOWN.map((s) => ({ value: s, label: t(`operations.assets.slip.show.${s}`) }))} />
        <Space>
          <ExportButton job={job} disabled={rows.length === 0} />
          {canAdd ? (
            <Button type="primary" onClick={() => setEditing('new')} disabled={!options.value}>
              {t('operations.assets.slip.new')}
            </Button>
          ) : null}
        </Space>
      </Space>
      {canAdd || canEdit || pages.permsStatus(pid) !== 'ready' ? null : <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('operations.assets.slip.readOnly')} />}
      {posting.error ? <div role="alert" style={{ marginBottom: 12 }}>{posting.error}</div> : null}
      <Card size="small" title={title} loading={!slips.value}>
        {slips.value && rows.length === 0 ? (
          <EmptyData description={t('operations.assets.slip.empty')} />
        ) : (
          <Table<Slip>
            aria-label={title}
            size="small"
            rowKey="did"
            dataSource={rows}
            pagination={false}
            scroll={{ x: 'max-content' }}
            columns={[
              { key: 'number', dataIndex: 'number', title: t('operations.assets.slip.number') },
              { key: 'supplier', dataIndex: 'supplier', title: t('operations.assets.slip.supplier') },
              { key: 'state', title: t('operations.assets.slip.state'), render: (_v, s) => <StatusTag tone={s.state === 'posted' ? 'success' : 'neutral'}>{stateText(s.state)}</StatusTag> },
              { key: 'lines', title: t('operations.assets.slip.lineCount'), align: 'right', render: (_v, s) => intl.formatNumber(s.lines.length) },
              { key: 'quantity', title: t('operations.assets.slip.quantity'), align: 'right', render: (_v, s) => intl.formatNumber(s.quantity) },
              { key: 'created', title: t('operations.assets.slip.created'), render: (_v, s) => when(s, s.createtime) },
              { key: 'posted', title: t('operations.assets.slip.posted'), render: (_v, s) => when(s, s.postedtime) },
              {
                key: 'actions',
                title: t('operations.assets.slip.actions'),
                render: (_v, s) => (
                  <Space size="small">
                    <Button size="small" onClick={() => setPrinting(s.did)} aria-label={t('operations.assets.slip.printOf', { number: s.number })}>
                      {t('operations.assets.slip.print')}
                    </Button>
                    {s.state === 'draft' && canEdit ? (
                      <>
                        <Button size="small" onClick={() => setEditing(s)} disabled={!options.value} aria-label={t('operations.assets.slip.editOf', { number: s.number })}>
                          {t('operations.assets.slip.edit')}
                        </Button>
                        <Button size="small" type="primary" loading={posting.saving} onClick={() => post(s)} aria-label={t('operations.assets.slip.postOf', { number: s.number })}>
                          {t('operations.assets.slip.post')}
                        </Button>
                      </>
                    ) : null}
                  </Space>
                ),
              },
            ]}
          />
        )}
      </Card>
      {editing && options.value ? (
        <SlipDialog
          pid={pid}
          slip={editing === 'new' ? undefined : editing}
          options={options.value}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            notify.success({ id: 'operations.assets.slip.savedNote', values: { number: saved.number } });
            void slips.reload();
          }}
        />
      ) : null}
    </div>
  );
});
