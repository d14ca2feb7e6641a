import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Space, Typography } from 'antd';
import { useMemo, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { MENU_LIMITS, type MenuCheckContext, type MenuPortal, type MenuTemplateItem } from '../../../api/tools/menuTemplateTypes';
import { downloadBlob } from '../../../lib/export/download';
import { useStores } from '../../../stores/context';
import { SaveAlert } from '../../../ui/form/SaveAlert';
import { fieldErrorText } from '../../../ui/form/fieldErrorText';
import { saveWithFieldErrors } from '../../../ui/form/saveWithFieldErrors';
import { BrokenCard } from './BrokenCard';
import { readMenuFile, menuFileText, type ImportResult } from './importMenu';
import { diffMenus, type MenuChangeKind } from './menuDiff';
import { ImportPreview } from './ImportPreview';
import { toolsApi } from '../../../api/tools';
import { useStaleMenu } from '../menuTemplate/useStaleMenu';

export interface ImportCardProps {
  pid: string;
  companyid: string;
  companyName: string;
  portal: MenuPortal;
  /** What the company sees now (its template, else the default catalogue). */
  current: readonly MenuTemplateItem[];
  /** The version of the company's menu the import is applied on. */
  version: number;
  context: MenuCheckContext;
  canExport: boolean;
  canImport: boolean;
  onApplied: () => void;
}

const KINDS: readonly MenuChangeKind[] = ['added', 'removed', 'renamed', 'moved', 'changed'];

/** Export the menu as JSON; import a JSON file: checked, previewed as changes, then applied to the company's template. */
export function ImportCard({ pid, companyid, companyName, portal, current, version, context, canExport, canImport, onApplied }: ImportCardProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api, notify } = useStores();
  const [read, setRead] = useState<{ file: string; result: ImportResult } | null>(null);
  const [applying, setApplying] = useState(false);
  const [refused, setRefused] = useState<string[]>([]);
  const changes = useMemo(() => (read?.result.ok ? diffMenus(current, read.result.items) : []), [read, current]);

  const exportJson = () =>
    downloadBlob(new Blob([menuFileText({ companyid, portal, items: [...current] })], { type: 'application/json' }), `menu-${companyid}-${portal}.json`);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setRefused([]);
    if (!file) return;
    // A file too large is refused before it is read.
    const text = file.size > MENU_LIMITS.importBytes ? '' : await file.text();
    setRead({ file: file.name, result: readMenuFile(text, file.size, context) });
  };

  const { caught, conflict } = useStaleMenu({
    theirs: () => toolsApi(api).menu.get({ pid, companyid, portal }),
    mine: () => (read?.result.ok ? read.result.items : []),
    keepMine: () => void apply(true),
    loadTheirs: onApplied,
  });

  const apply = async (overwrite = false) => {
    if (!read?.result.ok) return;
    const items = read.result.items;
    setApplying(true);
    let stale = false;
    const write = () => toolsApi(api).menu.save({ pid, companyid, portal, items, version, overwrite }, { hideError: true });
    const errors = await saveWithFieldErrors(async () => {
      stale = await caught(write);
    }, notify);
    setApplying(false);
    if (stale) return;
    if (errors === null) {
      notify.success({ id: 'tools.menu.saved', values: { company: companyName } });
      setRead(null);
      onApplied();
    } else setRefused(errors.map((error) => fieldErrorText(intl, error)));
  };

  const result = read?.result;
  const blocking = result?.ok ? result.issues.filter((i) => i.blocking).length : 0;
  const counts = KINDS.map((kind) => ({ kind, count: changes.filter((c) => c.kind === kind).length })).filter((c) => c.count > 0);

  return (
    <Card title={t('tools.menu.importTitle')} size="small">
      <Space wrap style={{ marginBottom: 12 }}>
        {canExport ? <Button icon={<DownloadOutlined aria-hidden />} onClick={exportJson}>{t('tools.menu.exportJson')}</Button> : null}
        {canImport ? (
          <label>
            {t('tools.menu.importFile')}{' '}
            <input type="file" accept=".json,application/json" onChange={(e) => void choose(e)} />
          </label>
        ) : null}
      </Space>
      {result && !result.ok ? (
        <Alert type="error" showIcon role="alert" title={t(`tools.menu.import.${result.problem}`, { file: read?.file ?? '', limit: Math.round((result.limit ?? 0) / 1024) })} />
      ) : null}
      {result?.ok ? (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <Typography.Text>
            {t('tools.menu.previewOf', { file: read?.file ?? '', company: companyName })}{' '}
            {counts.length === 0 ? t('tools.menu.noChanges') : counts.map((c) => t(`tools.menu.count.${c.kind}`, { count: c.count })).join(', ')}
          </Typography.Text>
          {result.issues.length > 0 ? <BrokenCard title={t('tools.menu.fileProblems')} items={result.items} issues={result.issues} /> : null}
          {blocking > 0 ? <Alert type="error" showIcon title={t('tools.menu.cannotApply', { count: blocking })} /> : null}
          {changes.length > 0 ? <ImportPreview before={current} after={result.items} changes={changes} /> : null}
          <SaveAlert title={t('tools.menu.notSaved')} reasons={refused} />
          {conflict}
          <Space>
            <Button type="primary" disabled={blocking > 0 || changes.length === 0} loading={applying} onClick={() => void apply()}>
              {t('tools.menu.apply', { company: companyName })}
            </Button>
            <Button onClick={() => setRead(null)}>{t('common.cancel')}</Button>
          </Space>
        </Space>
      ) : null}
    </Card>
  );
}
