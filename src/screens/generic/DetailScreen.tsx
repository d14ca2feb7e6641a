import { Button, Descriptions, Popconfirm, Result, Space, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { ScreenProps } from '../../loader/registry';
import { buildPath } from '../../routes';
import { useStores } from '../../stores/context';
import { renderCell } from '../../ui';
import { toColumns, type RecordRow } from './config/toColumns';
import { NoAccess, PageStates } from './PageStates';
import { SCAN_PAGES } from '../../api/scanPages';
import { ticketFlowOf } from '../../lib/ticketFlow';
import { PrintLabelButton } from '../../ui/qr-label/PrintLabelButton';
import { TicketMoves } from './TicketMoves';
import { isWorkFlow } from './work-order/workOrderMoves';
import { WORK_ORDER_FACTS, WorkOrderView } from './work-order/WorkOrderView';
import { RecordForm } from './record-form/RecordForm';
import { usePageConfig } from './usePageConfig';

type RecordState = { status: 'loading' } | { status: 'missing' } | { status: 'ready'; record: RecordRow };

/** `detail/:pid/:did/:mode`: one record, to read (`view`) or change (`edit`) where permitted. */
const DetailScreen = observer(function DetailScreen(_: ScreenProps) {
  const { pid = '', did = '', mode = 'view' } = useParams();
  const { api, pages, notify } = useStores();
  const intl = useIntl();
  const navigate = useNavigate();
  const state = usePageConfig(pid);
  const [record, setRecord] = useState<RecordState>({ status: 'loading' });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    // Read again after a change: the record stays on screen (and what is typed beside it) until the answer.
    setRecord((shown) => (shown.status === 'ready' && shown.record.did === did ? shown : { status: 'loading' }));
    api.filter
      .info<RecordRow>({ pid, did })
      .then((r) => live && setRecord(r && typeof r.did === 'string' ? { status: 'ready', record: r } : { status: 'missing' }))
      .catch(() => live && setRecord({ status: 'missing' }));
    return () => {
      live = false;
    };
  }, [api, pid, did, version]);

  const columns = useMemo(
    () => (state.status === 'ready' ? toColumns(intl, state.config.columns, (target, id, text) => {
      const to = buildPath('detail', { pid: target, did: id, mode: 'view' });
      return to ? <Link to={to}>{text}</Link> : text;
    }) : []),
    [intl, state],
  );

  if (state.status !== 'ready') return <PageStates state={state} />;
  if (!pages.can('view', pid)) return <NoAccess />;
  if (record.status === 'loading') return <Spin style={{ display: 'block', margin: 48 }} />;
  if (record.status === 'missing') return <Result status="404" title={intl.formatMessage({ id: 'generic.notFound' })} />;

  const { config } = state;
  const can = (action: 'edit' | 'delete' | 'history') => config.actions.includes(action) && pages.can(action, pid);
  const flow = ticketFlowOf(pid);
  const workOrder = isWorkFlow(flow) ? flow : undefined;
  const show = (field: string, value: unknown) => {
    const column = columns.find((c) => c.key === field);
    return column ? { label: column.title, value: renderCell(column, value, record.record, intl) } : undefined;
  };
  const path = (name: string, params: Record<string, string>) => buildPath(name, params) ?? '/index';
  const t = (id: string) => intl.formatMessage({ id });

  if (mode === 'edit') {
    if (!can('edit')) return <NoAccess />;
    return (
      <RecordForm
        fields={config.form}
        mode="edit"
        record={record.record}
        onCancel={() => navigate(path('detail', { pid, did, mode: 'view' }))}
        save={(values) => api.filter.update({ pid, did, cmd: values }, { hideError: true })}
        onSaved={() => {
          notify.success({ id: 'generic.saved' });
          setVersion((v) => v + 1);
          navigate(path('detail', { pid, did, mode: 'view' }), { replace: true });
        }}
      />
    );
  }

  return (
    <div>
      <Space wrap style={{ marginBottom: 16 }}>
        <Button onClick={() => navigate(path('common-page', { pid }))}>{t('generic.backToList')}</Button>
        {can('edit') ? <Button type="primary" onClick={() => navigate(path('detail', { pid, did, mode: 'edit' }))}>{t('common.edit')}</Button> : null}
        {can('history') ? <Button onClick={() => navigate(path('history', { pid, did }))}>{t('generic.history')}</Button> : null}
        {pid === SCAN_PAGES.asset.pid ? <PrintLabelButton thing={{ kind: 'asset', did }} name={String(record.record.name ?? did)} /> : null}
        {can('edit') && !workOrder ? (
          <TicketMoves
            pid={pid}
            status={String(record.record.status ?? '')}
            move={async (to) => {
              await api.filter.update({ pid, did, cmd: { status: to } });
              notify.success({ id: 'generic.saved' });
              setVersion((v) => v + 1);
            }}
          />
        ) : null}
        {can('delete') ? (
          <Popconfirm
            title={t('generic.deleteConfirm')}
            okText={t('common.delete')}
            cancelText={t('common.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={async () => {
              await api.filter.remove({ pid, did });
              notify.success({ id: 'generic.deleted' });
              navigate(path('common-page', { pid }), { replace: true });
            }}
          >
            <Button danger>{t('common.delete')}</Button>
          </Popconfirm>
        ) : null}
      </Space>
      {workOrder ? (
        <WorkOrderView
          pid={pid}
          did={did}
          record={record.record}
          flow={workOrder}
          show={show}
          canMove={can('edit')}
          historyPid={can('history') ? config.historyPid : undefined}
          reload={() => setVersion((v) => v + 1)}
        />
      ) : null}
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={columns.filter((column) => !workOrder || !WORK_ORDER_FACTS.includes(column.key)).map((column) => ({
          key: column.key,
          label: column.title,
          children: renderCell(column, record.record[column.key], record.record, intl),
        }))}
      />
    </div>
  );
});

export default DetailScreen;
