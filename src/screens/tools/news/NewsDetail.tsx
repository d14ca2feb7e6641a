import { Alert, Button, Drawer, Skeleton, Space, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { NewsItem } from '../../../api/tools/newsTypes';
import { useStores } from '../../../stores/context';
import { useDialogWrite } from '../../../ui/form/useDialogWrite';
import { safeHref } from '../../../ui/format/safeHref';
import { useResource } from '../../../ui/resource/useResource';
import { publishedText, sourceText } from './newsColumns';
import { toolsApi } from '../../../api/tools';

export interface NewsDetailProps {
  pid: string;
  did: string;
  /** After the user's read state of the item changed. */
  onReadChanged: () => void;
  onClose: () => void;
}

/** One item in full; opening an unread one marks it read for this user, who may mark it unread again. */
export const NewsDetail = observer(function NewsDetail({ pid, did, onReadChanged, onClose }: NewsDetailProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { api } = useStores();
  const resource = useResource((signal) => toolsApi(api).news.item({ pid, did }, { signal }), [api, pid, did]);
  const { error, saving, run } = useDialogWrite();
  const marked = useRef('');
  const item: NewsItem | undefined = resource.value?.did === did ? resource.value : undefined;

  const setRead = (read: boolean) => run(() => toolsApi(api).news.markRead({ pid, did, read }, { hideError: true }), () => {
    void resource.reload();
    onReadChanged();
  });
  useEffect(() => {
    // Once per opened item: marking it unread again must not be undone by this.
    if (item && !item.read && marked.current !== did) {
      marked.current = did;
      void setRead(true);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [item, did]);

  const link = item ? safeHref(item.link) : null;
  return (
    <Drawer open size={560} title={item?.title ?? t('tools.news.loading')} onClose={onClose} data-news={did}
      extra={item?.read ? <Button loading={saving} onClick={() => void setRead(false)}>{t('tools.news.markUnread')}</Button> : null}
    >
      {error ? <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 12 }} /> : null}
      {resource.status === 'error' && !item ? <Alert type="warning" showIcon title={t('tools.news.itemFailed')} /> : null}
      {item ? (
        <article aria-label={item.title}>
          <Space wrap style={{ marginBottom: 12 }}>
            <Tag>{t(`tools.news.category.${item.category}`)}</Tag>
            <Typography.Text type="secondary">{sourceText(intl, item)} · {publishedText(intl, item.publishedAt)}</Typography.Text>
          </Space>
          <Typography.Paragraph strong>{item.summary}</Typography.Paragraph>
          {item.paragraphs.map((p, i) => <Typography.Paragraph key={i}>{p}</Typography.Paragraph>)}
          {link ? <a href={link.href} target="_blank" rel="noopener noreferrer">{t('tools.news.original')}</a> : null}
        </article>
      ) : resource.status !== 'error' ? <Skeleton active /> : null}
    </Drawer>
  );
});
