import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select, TreeSelect, Upload } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { KNOWLEDGE_LIMITS, type KnowledgeArticle, type KnowledgeAttachment, type KnowledgeCategory, type KnowledgeContent } from '../../../api/tools/knowledgeTypes';
import { KNOWLEDGE_RULES } from '../../../api/tools/rules';
import { fieldRules } from '../../../ui/form/fieldRules';
import { useStores } from '../../../stores/context';
import { Dialog } from '../../../ui/dialog/Dialog';
import { SaveAlert } from '../../../ui/form/SaveAlert';
import { useVersionedSave } from '../../../ui/form/useVersionedSave';
import { AttachmentLink } from './ArticleView';
import { toolsApi } from '../../../api/tools';
import { validValues } from '../../../ui/form/validValues';

const FIELDS = new Set(['title', 'category', 'tags', 'body', 'attachments']);

/** The message id of each compared field's label (their version beside mine names fields by them). */
const LABELS: Record<string, string> = { title: 'tools.kb.title', category: 'tools.kb.category', tags: 'tools.kb.tags', body: 'tools.kb.body' };

interface TreeOption {
  value: string;
  title: string;
  children: TreeOption[];
}

const treeOf = (categories: readonly KnowledgeCategory[], parent: string): TreeOption[] =>
  categories.filter((c) => c.parent === parent).map((c) => ({ value: c.did, title: c.name, children: treeOf(categories, c.did) }));

export interface ArticleEditorProps {
  pid: string;
  /** The article edited; none: a new one. */
  article?: KnowledgeArticle;
  categories: readonly KnowledgeCategory[];
  tags: readonly string[];
  /** A new article's category (the one chosen in the tree). */
  category: string;
  onSaved: (article: KnowledgeArticle) => void;
  onClose: () => void;
}

/** Create or edit an article (each save is a new version); files go up through the shared upload. */
export function ArticleEditor({ pid, article, categories, tags, category, onSaved, onClose }: ArticleEditorProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api } = useStores();
  const [form] = Form.useForm<KnowledgeContent>();
  /** The article as the other editor saved it (its latest version). */
  const theirs = async () => {
    if (!article) return undefined;
    const now = await toolsApi(api).knowledge.article({ pid, did: article.did });
    return { values: { title: now.title, category: now.category, tags: now.tags, body: now.body, attachments: now.attachments }, version: now.version };
  };
  const { saving, general, run, version, conflict } = useVersionedSave(form, {
    version: article?.version, labels: LABELS, theirs, locate: (path) => (FIELDS.has(String(path[0])) ? [String(path[0])] : undefined),
  });
  const [attachments, setAttachments] = useState<KnowledgeAttachment[]>(article?.attachments ?? []);
  const [uploading, setUploading] = useState(false);
  const initial: Omit<KnowledgeContent, 'attachments'> = article
    ? { title: article.title, category: article.category, tags: article.tags, body: article.body }
    : { title: '', category, tags: [], body: '' };

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const stored = await api.files.upload(file, file.name);
      setAttachments((list) => [...list, { name: stored.name, url: stored.url }]);
    } catch {
      // The request layer has already told the user why.
    } finally {
      setUploading(false);
    }
  };

  const save = async () => {
    if (!(await validValues(form))) return;
    const cmd: KnowledgeContent = { ...(form.getFieldsValue(true) as KnowledgeContent), attachments };
    const edit = article ? { did: article.did, version } : {};
    await run(({ overwrite }) => toolsApi(api).knowledge.save({ pid, ...edit, ...(article && overwrite ? { overwrite } : {}), cmd }, { hideError: true }), onSaved);
  };

  return (
    <Dialog
      open
      width={820}
      title={article ? t('tools.kb.editNamed', { title: article.title }) : t('tools.kb.create')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      <SaveAlert title={t('tools.kb.notSaved')} reasons={general} />
      {conflict}
      <Form form={form} layout="vertical" initialValues={initial} name="knowledge-article" requiredMark>
        <Form.Item name="title" label={t('tools.kb.title')} rules={fieldRules(intl, KNOWLEDGE_RULES.title, { messages: { required: 'tools.kb.error.title' } })}>
          <Input maxLength={KNOWLEDGE_RULES.title.maxLength} />
        </Form.Item>
        <Form.Item name="category" label={t('tools.kb.category')} rules={[{ required: true, message: t('tools.kb.error.categoryRequired') }]}>
          <TreeSelect treeData={treeOf(categories, '')} treeDefaultExpandAll showSearch={{ treeNodeFilterProp: 'title' }} />
        </Form.Item>
        <Form.Item name="tags" label={t('tools.kb.tags')}>
          <Select mode="tags" options={tags.map((tag) => ({ value: tag, label: tag }))} maxCount={KNOWLEDGE_LIMITS.tags} />
        </Form.Item>
        <Form.Item name="body" label={t('tools.kb.body')} extra={t('tools.kb.bodyHint')} rules={fieldRules(intl, KNOWLEDGE_RULES.body, { messages: { required: 'tools.kb.error.body' } })}>
          <Input.TextArea rows={12} maxLength={KNOWLEDGE_RULES.body.maxLength} />
        </Form.Item>
        <Form.Item label={t('tools.kb.attachments')}>
          <ul aria-label={t('tools.kb.attachments')} style={{ paddingLeft: 16 }}>
            {attachments.map((a, i) => (
              <li key={`${a.url}-${i}`}>
                <AttachmentLink attachment={a} />{' '}
                <Button size="small" type="text" icon={<DeleteOutlined />} aria-label={t('tools.kb.removeAttachment', { name: a.name })} onClick={() => setAttachments((list) => list.filter((_, j) => j !== i))} />
              </li>
            ))}
          </ul>
          <Upload showUploadList={false} beforeUpload={(file) => (void upload(file), false)} disabled={attachments.length >= KNOWLEDGE_LIMITS.attachments}>
            <Button icon={<UploadOutlined />} loading={uploading}>{t('tools.kb.upload')}</Button>
          </Upload>
        </Form.Item>
      </Form>
    </Dialog>
  );
}
