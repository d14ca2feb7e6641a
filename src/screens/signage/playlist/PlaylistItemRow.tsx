import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { Button, Form, InputNumber, Space, Tag, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { playLengthText } from '../shared/playLength';
import type { DraftItem } from './playlistDraft';
import { PLAYLIST_RULES } from '../../../api/signage/rules';
import { fieldRules } from '../../../ui/form/fieldRules';

export interface PlaylistItemRowProps {
  /** The sortable id (the form list's key: it follows the item when it moves). */
  id: string;
  /** The form list's field name of the item. */
  field: number;
  index: number;
  count: number;
  item: DraftItem;
  /** Without the edit permission the row only shows the item. */
  editable: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/** One item in play order: a drag handle (pointer and keyboard), its time, move up and down, take out. */
export function PlaylistItemRow({ id, field, index, count, item, editable, onMove, onRemove }: PlaylistItemRowProps) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled: !editable });
  const style = { transform: CSS.Transform.toString(transform), transition, display: 'flex', alignItems: 'center', gap: 8, padding: '6px 0', borderBottom: '1px solid var(--ant-color-split, #f0f0f0)', opacity: isDragging ? 0.6 : 1 };
  const values = { name: item.name, position: index + 1 };
  return (
    <li ref={setNodeRef} style={style} data-sortable-index={index} aria-label={t('signage.playlist.itemAt', { ...values, count })}>
      {editable ? (
        <Button ref={setActivatorNodeRef} type="text" size="small" icon={<HolderOutlined />} {...attributes} {...listeners} aria-label={t('signage.playlist.dragItem', values)} style={{ cursor: 'grab' }} />
      ) : null}
      <Typography.Text style={{ width: 28, textAlign: 'right' }}>{index + 1}</Typography.Text>
      <Tag>{t(`signage.kind.${item.kind}`)}</Tag>
      <Typography.Text ellipsis style={{ flex: 1, minWidth: 80 }}>
        {item.name}
      </Typography.Text>
      {item.kind === 'image' && editable ? (
        <Form.Item
          name={[field, 'seconds']}
          style={{ margin: 0 }}
          rules={[{ required: true, message: t('signage.playlist.secondsRange') }, ...fieldRules(intl, PLAYLIST_RULES.seconds, { messages: { type: 'signage.playlist.secondsRange', min: 'signage.playlist.secondsRange', max: 'signage.playlist.secondsRange' } })]}
        >
          <InputNumber step={1} size="small" style={{ width: 110 }} suffix={t('signage.playlist.secondsUnit')} aria-label={t('signage.playlist.secondsOf', values)} />
        </Form.Item>
      ) : (
        <Typography.Text type="secondary">{playLengthText(intl, item.kind === 'image' ? item.seconds * 1000 : item.ownMs)}</Typography.Text>
      )}
      {editable ? (
        <Space.Compact>
          <Button size="small" icon={<ArrowUpOutlined />} disabled={index === 0} onClick={() => onMove(index, index - 1)} aria-label={t('signage.playlist.moveUp', values)} />
          <Button size="small" icon={<ArrowDownOutlined />} disabled={index === count - 1} onClick={() => onMove(index, index + 1)} aria-label={t('signage.playlist.moveDown', values)} />
          <Button size="small" danger icon={<DeleteOutlined />} onClick={() => onRemove(index)} aria-label={t('signage.playlist.removeItem', values)} />
        </Space.Compact>
      ) : null}
    </li>
  );
}
