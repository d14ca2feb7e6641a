import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ContractDetail } from '../../../api/billing/contractsTypes';
import type { FileRecord } from '../../../api/pageConfig';
import { useStores } from '../../../stores/context';
import { safeHref } from '../../../ui/format/safeHref';
import { useFileLink } from '../../../ui/files/useFileLink';
import { ConfirmWrite } from '../../../ui/dialog/ConfirmWrite';
import { billingApi } from '../../../api/billing';

/** A file's link only when it stays on this site (an uploaded file is served from here, through the session's signed link). */
function FileLink({ file }: { file: FileRecord }) {
  const link = safeHref(useFileLink(file.url));
  if (!link || link.external) return <Typography.Text>{file.name}</Typography.Text>;
  return <a href={link.href} target="_blank" rel="noopener noreferrer">{file.name}</a>;
}

/** The contract's attachments: listed, uploaded through the file upload and attached, removed. */
export function AttachmentList({ pid, contract, canEdit, onChanged }: { pid: string; contract: ContractDetail; canEdit: boolean; onChanged: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api } = useStores();
  const [uploading, setUploading] = useState(false);
  const [removing, setRemoving] = useState<FileRecord | null>(null);
  const upload = async (file: File) => {
    setUploading(true);
    try {
      const record = await api.files.upload(file, file.name);
      await billingApi(api).contracts.write({ pid, act: 'attach', did: contract.did, file: record.did });
      onChanged();
    } catch {
      // The request layer has shown why.
    } finally {
      setUploading(false);
    }
  };
  return (
    <section aria-label={t('billing.contracts.attachments')}>
      <Typography.Title level={5}>{t('billing.contracts.attachments')}</Typography.Title>
      {contract.files.length === 0 ? <Typography.Text type="secondary">{t('billing.contracts.noAttachments')}</Typography.Text> : null}
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {contract.files.map((file) => (
          <li key={file.did}>
            <Space>
              <PaperClipOutlined aria-hidden />
              <FileLink file={file} />
              {canEdit ? <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('billing.contracts.removeFile', { name: file.name })} onClick={() => setRemoving(file)} /> : null}
            </Space>
          </li>
        ))}
      </ul>
      {canEdit ? (
        <Upload showUploadList={false} beforeUpload={(file) => { void upload(file); return false; }}>
          <Button icon={<UploadOutlined />} loading={uploading} style={{ marginTop: 8 }}>{t('billing.contracts.upload')}</Button>
        </Upload>
      ) : null}
      {removing ? (
        <ConfirmWrite
          danger
          title={t('billing.contracts.removeFile', { name: removing.name })}
          body={t('billing.contracts.removeFileBody')}
          okText={t('common.delete')}
          write={() => billingApi(api).contracts.write({ pid, act: 'detach', did: contract.did, file: removing.did }, { hideError: true })}
          onDone={() => {
            setRemoving(null);
            onChanged();
          }}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </section>
  );
}
