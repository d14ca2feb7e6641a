import { Button, Col, Row, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { issuePath, walkItems } from '../../../api/tools/menuTemplateRules';
import type { MenuPortal, MenuTemplateAnswer, MenuTemplateItem } from '../../../api/tools/menuTemplateTypes';
import { useStores } from '../../../stores/context';
import { ConfirmWrite } from '../../../ui/dialog/ConfirmWrite';
import { SaveAlert } from '../../../ui/form/SaveAlert';
import { fieldErrorText } from '../../../ui/form/fieldErrorText';
import { saveWithFieldErrors } from '../../../ui/form/saveWithFieldErrors';
import { itemLabel } from './itemLabel';
import { ItemPanel, type ItemReason } from './ItemPanel';
import { TemplateTree } from './TemplateTree';
import { itemAt, moveBy, moveTo, updateAt, type ItemPath } from './treeOps';
import { toolsApi } from '../../../api/tools';
import { useStaleMenu } from './useStaleMenu';

export interface TemplateEditorProps {
  pid: string;
  companyid: string;
  companyName: string;
  portal: MenuPortal;
  answer: MenuTemplateAnswer;
  editable: boolean;
  /** The selected item's name (kept in the URL). */
  selected: string;
  onSelect: (name: string) => void;
  onSaved: () => void;
}

/** Names of an item's ancestors, so the tree opens down to it. */
function ancestorsOf(items: readonly MenuTemplateItem[], name: string): string[] {
  const found = walkItems(items).find((entry) => entry.item.name === name);
  if (!found) return [];
  return found.path.slice(0, -1).map((_, i) => itemAt(items, found.path.slice(0, i + 1))?.name ?? '');
}

/**
 * A company's template being edited (mounted afresh for each company, portal and saved version):
 * the draft, the reasons the last save was refused (on their items), save, discard and reset.
 */
export function TemplateEditor({ pid, companyid, companyName, portal, answer, editable, selected, onSelect, onSaved }: TemplateEditorProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api, notify } = useStores();
  const base = answer.template?.items ?? answer.catalogue;
  const [items, setItems] = useState<MenuTemplateItem[]>(base);
  const [expanded, setExpanded] = useState<string[]>(() => ancestorsOf(base, selected));
  const [reasons, setReasons] = useState<ReadonlyMap<string, ItemReason[]>>(new Map());
  const [general, setGeneral] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [resetting, setResetting] = useState(false);
  const [announce, setAnnounce] = useState('');
  const paths = useMemo(() => new Map(walkItems(items).map(({ item, path }) => [item.name, path])), [items]);
  const path = paths.get(selected);
  const dirty = JSON.stringify(items) !== JSON.stringify(base);

  const open = (name: string, tree: readonly MenuTemplateItem[]) => {
    onSelect(name);
    setExpanded((keys) => [...new Set([...keys, ...ancestorsOf(tree, name)])]);
  };
  const moved = (next: { items: MenuTemplateItem[]; path: number[] }) => {
    setItems(next.items);
    const item = itemAt(next.items, next.path);
    if (!item) return;
    const siblings = next.path.length === 1 ? next.items.length : (itemAt(next.items, next.path.slice(0, -1))?.children?.length ?? 0);
    setAnnounce(t('tools.menu.movedTo', { name: itemLabel(intl, item), position: (next.path.at(-1) ?? 0) + 1, count: siblings }));
    open(item.name, next.items);
  };
  const { caught, conflict } = useStaleMenu({
    theirs: () => toolsApi(api).menu.get({ pid, companyid, portal }),
    mine: () => items,
    keepMine: () => void save(true),
    loadTheirs: onSaved,
  });
  const moveInto = (from: ItemPath, parent: ItemPath, index?: number) => {
    const count = parent.length === 0 ? items.length : (itemAt(items, parent)?.children?.length ?? 0);
    moved(moveTo(items, from, parent, index ?? count));
  };

  const save = async (overwrite = false) => {
    const submitted = items;
    setSaving(true);
    let stale = false;
    // Made on the version the editor was opened on: a colleague's save since is told, not overwritten.
    const write = () => toolsApi(api).menu.save({ pid, companyid, portal, items: submitted, version: answer.version, overwrite }, { hideError: true });
    const errors = await saveWithFieldErrors(async () => {
      stale = await caught(write);
    }, notify);
    setSaving(false);
    if (stale) return;
    if (errors === null) {
      notify.success({ id: 'tools.menu.saved', values: { company: companyName } });
      onSaved();
      return;
    }
    const byName = new Map<string, ItemReason[]>();
    const rest: string[] = [];
    for (const error of errors) {
      const at = issuePath(error.field);
      const item = at ? itemAt(submitted, at.path) : undefined;
      const text = fieldErrorText(intl, error);
      if (at && item) byName.set(item.name, [...(byName.get(item.name) ?? []), { field: at.field, text }]);
      else rest.push(text);
    }
    setReasons(byName);
    setGeneral(rest);
    const first = [...byName.keys()][0];
    if (first) open(first, submitted);
  };

  return (
    <>
      <SaveAlert title={t('tools.menu.notSaved')} reasons={[...general, ...(reasons.size > 0 ? [t('tools.menu.itemsAtFault', { count: reasons.size })] : [])]} />
      {conflict}
      {editable ? (
        <Space wrap style={{ marginBottom: 12 }}>
          <Button type="primary" loading={saving} onClick={() => void save()}>{t('tools.menu.save')}</Button>
          <Button disabled={!dirty} onClick={() => setItems(base)}>{t('tools.menu.discard')}</Button>
          <Button onClick={() => setItems(answer.catalogue)}>{t('tools.menu.fromCatalogue')}</Button>
          {answer.template ? <Button danger onClick={() => setResetting(true)}>{t('tools.menu.reset')}</Button> : null}
        </Space>
      ) : null}
      <div aria-live="polite" className="sr-only" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}>{announce}</div>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={13}>
          <TemplateTree
            label={t('tools.menu.tree')}
            items={items}
            selected={selected}
            onSelect={(name) => onSelect(name)}
            expanded={expanded}
            onExpand={setExpanded}
            reasons={reasons}
            onMove={editable ? moveInto : undefined}
          />
        </Col>
        <Col xs={24} lg={11}>
          {path ? (
            <ItemPanel
              items={items}
              path={path}
              reasons={reasons.get(selected) ?? []}
              editable={editable}
              // Items keep their names (their keys): the URL and the reasons stay with a renamed item.
              onChange={(item) => setItems(updateAt(items, path, () => item))}
              onMoveBy={(delta) => moved(moveBy(items, path, delta))}
              onMoveInto={(parent) => moveInto(path, parent)}
            />
          ) : (
            <p>{t('tools.menu.pickItem')}</p>
          )}
        </Col>
      </Row>
      {resetting ? (
        <ConfirmWrite
          title={t('tools.menu.resetTitle', { company: companyName })}
          body={t('tools.menu.resetBody', { company: companyName })}
          okText={t('tools.menu.reset')}
          danger
          write={() => toolsApi(api).menu.reset({ pid, companyid, portal }, { hideError: true })}
          onDone={() => {
            setResetting(false);
            onSaved();
          }}
          onClose={() => setResetting(false)}
        />
      ) : null}
    </>
  );
}
