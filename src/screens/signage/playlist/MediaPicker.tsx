import { Input, Select, Space, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { signageApi } from '../../../api/signage';
import { MEDIA_KINDS, type MediaItem, type MediaKind } from '../../../api/signage/types';
import { useStores } from '../../../stores/context';
import { Table } from '../../../ui/data-table/Table';
import { Dialog } from '../../../ui/dialog/Dialog';
import { EmptyData } from '../../../ui/EmptyData';
import { LoadFailed } from '../../../ui/LoadFailed';
import { useResource } from '../../../ui/resource/useResource';
import { playLengthText } from '../shared/playLength';

export interface MediaPickerProps {
  pid: string;
  onPick: (files: MediaItem[]) => void;
  onClose: () => void;
}

/** The media library to choose files from: search by name or tag, filter by kind, pick several (added in the order picked). */
export const MediaPicker = observer(function MediaPicker({ pid, onPick, onClose }: MediaPickerProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api } = useStores();
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState<MediaKind | undefined>(undefined);
  const [picked, setPicked] = useState<MediaItem[]>([]);
  const library = useResource((signal) => signageApi(api).media.list({ pid, search: search || undefined, kind }, { signal }), [api, pid, search, kind]);
  const rows = library.value?.rows ?? [];
  const title = t('signage.picker.title');
  return (
    <Dialog
      open
      title={title}
      width={720}
      okText={t('signage.picker.add', { count: picked.length })}
      okButtonProps={{ disabled: picked.length === 0 }}
      cancelText={t('common.cancel')}
      onOk={() => onPick(picked)}
      onCancel={onClose}
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search allowClear aria-label={t('signage.picker.search')} placeholder={t('signage.picker.search')} onSearch={(value) => setSearch(value.trim())} style={{ width: 260 }} />
        <Select<MediaKind>
          allowClear
          aria-label={t('signage.picker.kind')}
          placeholder={t('signage.picker.kind')}
          value={kind}
          onChange={setKind}
          style={{ width: 160 }}
          options={MEDIA_KINDS.map((k) => ({ value: k, label: t(`signage.kind.${k}`) }))}
        />
      </Space>
      {!library.value && library.status === 'error' ? (
        <LoadFailed title={t('signage.picker.loadFailed')} onRetry={() => void library.reload()} />
      ) : library.value && rows.length === 0 ? (
        <EmptyData description={t(search || kind ? 'signage.picker.noneMatch' : 'signage.picker.none')} />
      ) : (
        <Table<MediaItem>
          aria-label={title}
          size="small"
          rowKey="did"
          loading={!library.value}
          dataSource={rows}
          pagination={{ pageSize: 8, showSizeChanger: false, hideOnSinglePage: true }}
          rowSelection={{
            selectedRowKeys: picked.map((file) => file.did),
            // Keeps the order people picked in; files picked under another search stay picked.
            onSelect: (file, selected) => setPicked((list) => (selected ? [...list, file] : list.filter((f) => f.did !== file.did))),
            onSelectAll: (selected, _all, changed) => setPicked((list) => (selected ? [...list, ...changed] : list.filter((f) => !changed.some((c) => c.did === f.did)))),
            getCheckboxProps: (file) => ({ 'aria-label': t('signage.picker.pick', { name: file.name }) }),
          }}
          columns={[
            { key: 'name', title: t('signage.picker.name'), dataIndex: 'name' },
            { key: 'kind', title: t('signage.picker.kind'), render: (_, file) => t(`signage.kind.${file.kind}`) },
            { key: 'length', title: t('signage.picker.length'), render: (_, file) => (file.durationMs ? playLengthText(intl, file.durationMs) : '–') },
            { key: 'tags', title: t('signage.picker.tags'), render: (_, file) => file.tags.map((tag) => <Tag key={tag}>{tag}</Tag>) },
          ]}
        />
      )}
    </Dialog>
  );
});
