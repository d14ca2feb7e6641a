import { stampText } from '../../../lib/dateText';
import { PaperClipOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Space, Tag, Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { KnowledgeArticle, KnowledgeAttachment, KnowledgeVersionInfo } from '../../../api/tools/knowledgeTypes';
import { safeHref } from '../../../ui/format/safeHref';
import { useFileLink } from '../../../ui/files/useFileLink';
import { StatusTag } from '../../../ui/status-tag/StatusTag';
import { MarkdownView } from './MarkdownView';

/** An attachment as a link when its target is safe (a file of the file service: its signed link), else its name only. */
export function AttachmentLink({ attachment }: { attachment: KnowledgeAttachment }) {
  const link = safeHref(useFileLink(attachment.url));
  if (!link) return <span>{attachment.name}</span>;
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer">
      <PaperClipOutlined aria-hidden /> {attachment.name}
    </a>
  );
}

export interface ArticleViewProps {
  article: KnowledgeArticle;
  canEdit: boolean;
  onEdit: () => void;
  onOpenVersion: (version: number) => void;
  onClose: () => void;
}

/** One article: its Markdown, tags, attachments, who saved it when, and its versions (newest first). */
export function ArticleView({ article, canEdit, onEdit, onOpenVersion, onClose }: ArticleViewProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const when = (iso: string) => stampText(intl, iso);
  const versionText = (v: KnowledgeVersionInfo) =>
    v.restoredFrom ? t('tools.kb.versionRestored', { version: v.version, from: v.restoredFrom }) : t('tools.kb.versionNumber', { version: v.version });
  return (
    <Card
      title={article.title}
      role="region"
      aria-label={article.title}
      data-article={article.did}
      extra={
        <Space>
          {canEdit ? <Button onClick={onEdit}>{t('common.edit')}</Button> : null}
          <Button onClick={onClose}>{t('common.close')}</Button>
        </Space>
      }
    >
      <Descriptions size="small" column={2} items={[
        { key: 'category', label: t('tools.kb.category'), children: article.categoryName },
        { key: 'saved', label: t('tools.kb.savedBy'), children: t('tools.kb.savedByWhen', { author: article.author, when: when(article.savedAt) }) },
        { key: 'tags', label: t('tools.kb.tags'), children: article.tags.map((tag) => <Tag key={tag}>{tag}</Tag>) },
        { key: 'version', label: t('tools.kb.version'), children: versionText(article) },
      ]} />
      <MarkdownView source={article.body} />
      <Typography.Title level={5}>{t('tools.kb.attachments')}</Typography.Title>
      {article.attachments.length === 0 ? (
        <Typography.Text type="secondary">{t('tools.kb.noAttachments')}</Typography.Text>
      ) : (
        <ul aria-label={t('tools.kb.attachments')}>
          {article.attachments.map((a) => (
            <li key={`${a.name}-${a.url}`}>
              <AttachmentLink attachment={a} />
            </li>
          ))}
        </ul>
      )}
      <Typography.Title level={5}>{t('tools.kb.versions')}</Typography.Title>
      <ul aria-label={t('tools.kb.versions')} style={{ listStyle: 'none', paddingLeft: 0 }}>
        {article.versions.map((v) => (
          <li key={v.version} style={{ display: 'flex', justifyContent: 'space-between', gap: 8, padding: '4px 0' }}>
            <span>
              {versionText(v)} · {v.author} · {when(v.savedAt)}
            </span>
            {v.version === article.version ? (
              <StatusTag tone="success">{t('tools.kb.current')}</StatusTag>
            ) : (
              <Button size="small" onClick={() => onOpenVersion(v.version)} aria-label={t('tools.kb.viewVersion', { version: v.version })}>
                {t('tools.kb.view')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
