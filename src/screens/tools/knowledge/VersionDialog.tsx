import { stampText } from '../../../lib/dateText';
import { Alert, Button, Skeleton, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { KnowledgeArticle } from '../../../api/tools/knowledgeTypes';
import { useStores } from '../../../stores/context';
import { Dialog } from '../../../ui/dialog/Dialog';
import { useDialogWrite } from '../../../ui/form/useDialogWrite';
import { useResource } from '../../../ui/resource/useResource';
import { MarkdownView } from './MarkdownView';
import { toolsApi } from '../../../api/tools';

export interface VersionDialogProps {
  pid: string;
  did: string;
  version: number;
  canRestore: boolean;
  onRestored: (article: KnowledgeArticle) => void;
  onClose: () => void;
}

/** An older version as it was saved; restoring it saves it again as the newest version. */
export const VersionDialog = observer(function VersionDialog({ pid, did, version, canRestore, onRestored, onClose }: VersionDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api } = useStores();
  const resource = useResource((signal) => toolsApi(api).knowledge.version({ pid, did, version }, { signal }), [api, pid, did, version]);
  const { error, saving, run } = useDialogWrite();
  const old = resource.value;
  const restore = () => void run(() => toolsApi(api).knowledge.restore({ pid, did, version }, { hideError: true }), onRestored);
  return (
    <Dialog
      open
      width={760}
      title={t('tools.kb.versionTitle', { version })}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>{t('common.close')}</Button>,
        canRestore ? (
          <Button key="restore" type="primary" loading={saving} disabled={!old} onClick={restore}>
            {t('tools.kb.restore')}
          </Button>
        ) : null,
      ]}
    >
      {error ? <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 12 }} /> : null}
      {resource.status === 'error' ? <Alert type="warning" showIcon title={t('tools.kb.loadFailed')} /> : null}
      {old ? (
        <>
          <p>
            <strong>{old.title}</strong> · {old.categoryName} · {old.tags.map((tag) => <Tag key={tag}>{tag}</Tag>)}
          </p>
          <p>{t('tools.kb.savedByWhen', { author: old.author, when: stampText(intl, old.savedAt) })}</p>
          <MarkdownView source={old.body} />
        </>
      ) : resource.status !== 'error' ? <Skeleton active /> : null}
    </Dialog>
  );
});
