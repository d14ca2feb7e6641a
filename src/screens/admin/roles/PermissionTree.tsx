import { Button, Card, Input, Space, Tree, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef, useState, type Key } from 'react';
import { useIntl } from 'react-intl';
import type { RoleList, RolePerms, RoleSummary } from '../../../api/access/types';
import { useStores } from '../../../stores/context';
import { SaveAlert } from '../../../ui/form/SaveAlert';
import { useFormSave } from '../../../ui/form/useFormSave';
import { useResource } from '../../../ui/resource/useResource';
import { isActionKey, permTreeData } from './permTree';
import { filterPermTree, mergeCheck } from './permSearch';
import { useTreeConflict } from './useTreeConflict';
import { accessApi } from '../../../api/access';
import { LoadFailed } from '../../../ui/LoadFailed';

export interface PermissionTreeProps {
  pid: string;
  role: RoleSummary;
  list: RoleList;
  onSaved: () => void;
}

/** Whether two tree states grant the same action leaves (the only keys the server reads). */
const sameGrants = (a: readonly string[], b: readonly string[]) => [...a].filter(isActionKey).sort().join() === [...b].filter(isActionKey).sort().join();

/**
 * The role's grants as a tri-state tree. The save sends checked and half-checked keys; the tree
 * loads back only the fully checked ones, so a half-checked page never re-grants its actions.
 * The save names the role's version the tree was loaded on (issue 36 item 2): the role's name and
 * tree are one record, so a rename moves it too; a newer version whose grants are the ones the
 * ticks started from (a rename, a disable) is taken on without touching the ticks.
 */
export const PermissionTree = observer(function PermissionTree({ pid, role, list, onSaved }: PermissionTreeProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { api, pages, notify } = useStores();
  const perms = useResource((signal) => accessApi(api).roles.perms(pid, role.name, { signal }), [api, pid, role.name]);
  const [checked, setChecked] = useState<Key[]>([]);
  const [halfChecked, setHalfChecked] = useState<Key[]>([]);
  const [dirty, setDirty] = useState(false);
  /** The tree as saved at the version the ticks started from. */
  const base = useRef<RolePerms | undefined>(undefined);
  const formSave = useFormSave(null);
  const { saving, general, run } = formSave;
  const canEdit = pages.can('edit', pid);
  const held = useMemo(() => new Set(list.held), [list.held]);
  const treeData = useMemo(() => permTreeData(intl, list.catalogue, held, !canEdit), [intl, list.catalogue, held, canEdit]);
  const [query, setQuery] = useState('');
  const shown = useMemo(() => filterPermTree(treeData, query), [treeData, query]);

  const load = (value: RolePerms) => {
    base.current = value;
    setChecked(value.checked);
    setHalfChecked(value.halfChecked);
    setDirty(false);
  };
  const loaded = perms.value;
  const dirtyNow = useRef(dirty);
  dirtyNow.current = dirty;
  useEffect(() => {
    if (!loaded) return;
    if (!dirtyNow.current) load(loaded);
    // Ticked already: their newer version is taken on only when it grants what the ticks started from.
    else if (base.current && sameGrants(loaded.checked, base.current.checked)) base.current = loaded;
  }, [loaded]);
  // The role moved on (a rename, a disable, a colleague's save): read its tree at the new version.
  useEffect(() => {
    if (base.current && base.current.version !== role.version) void perms.reload();
  }, [role.version, perms]);
  const conflict = useTreeConflict(formSave, {
    catalogue: list.catalogue,
    mine: () => checked.map(String),
    theirs: () => accessApi(api).roles.perms(pid, role.name),
    onLoadTheirs: load,
  });

  if (perms.status === 'error' && !perms.value) {
    return <LoadFailed inline status="warning" title={t('admin.roles.permsFailed')} onRetry={() => void perms.reload()} />;
  }
  const save = () =>
    void run(
      ({ overwrite }) => accessApi(api).roles.grant({ pid, role: role.name, checked: checked.map(String), halfChecked: halfChecked.map(String), version: base.current?.version ?? role.version, overwrite }, { hideError: true }),
      (saved) => {
        load(saved);
        notify.success({ id: 'admin.roles.permsSaved', values: { role: role.title } });
        onSaved();
      },
    );

  return (
    <Card
      size="small"
      title={t('admin.roles.permsOf', { role: role.title })}
      loading={!perms.value}
      extra={canEdit ? (
        <Space>
          <Button disabled={!dirty || saving} onClick={() => perms.value && load(perms.value)}>{t('admin.roles.undo')}</Button>
          <Button type="primary" loading={saving} disabled={!dirty} onClick={save}>{t('common.save')}</Button>
        </Space>
      ) : null}
    >
      <SaveAlert title={t('common.notSaved')} reasons={general} />
      {conflict}
      {role.disabled ? <Typography.Paragraph type="warning">{t('admin.roles.disabledNote')}</Typography.Paragraph> : null}
      <Input.Search
        allowClear
        aria-label={t('admin.roles.searchPerms')}
        placeholder={t('admin.roles.searchPerms')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        style={{ marginBottom: 8 }}
      />
      {query.trim() && shown.nodes.length === 0 ? <Typography.Paragraph type="secondary">{t('admin.roles.searchNone', { query: query.trim() })}</Typography.Paragraph> : null}
      <Tree
        // Each search starts a tree opened on what it found; the user opens and closes nodes from there.
        key={query.trim()}
        defaultExpandedKeys={shown.expanded}
        checkable
        // Clicking a title opens it; nothing is "selected" (a non-selectable title click would tick it).
        expandAction="click"
        selectedKeys={[]}
        treeData={shown.nodes}
        checkedKeys={checked}
        onCheck={(keys, info) => {
          const after = Array.isArray(keys) ? keys : keys.checked;
          if (query.trim()) {
            // Narrowed: the tree knows only what it shows; the hidden grants stay as they were.
            const merged = mergeCheck(treeData, shown.nodes, checked, after);
            setChecked(merged.checked);
            setHalfChecked(merged.halfChecked);
          } else {
            setChecked(after);
            setHalfChecked(info.halfCheckedKeys ?? []);
          }
          setDirty(true);
        }}
      />
    </Card>
  );
});
