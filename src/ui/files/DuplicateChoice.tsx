import { Button, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { UploadItem, UploadQueue } from '../../stores/uploads/UploadQueue';

/** The same bytes were uploaded, queued or are in the library already: the user keeps both copies or skips this one. */
export const DuplicateChoice = observer(function DuplicateChoice({ item, queue }: { item: UploadItem; queue: UploadQueue }) {
  const intl = useIntl();
  if (item.state !== 'duplicate') return null;
  const values = { name: item.name, earlier: item.duplicateOf ?? '' };
  const question = intl.formatMessage({ id: item.duplicateInLibrary ? 'uploads.server.duplicate' : 'uploads.duplicate.question' }, values);
  return (
    <Space orientation="vertical" size={2} role="group" aria-label={question}>
      <Typography.Text type="warning">{question}</Typography.Text>
      <Space size={4}>
        <Button size="small" onClick={() => queue.keepBoth(item.id)} aria-label={intl.formatMessage({ id: 'uploads.duplicate.keepBothNamed' }, values)}>
          {intl.formatMessage({ id: 'uploads.duplicate.keepBoth' })}
        </Button>
        <Button size="small" onClick={() => queue.skip(item.id)} aria-label={intl.formatMessage({ id: 'uploads.duplicate.skipNamed' }, values)}>
          {intl.formatMessage({ id: 'uploads.duplicate.skip' })}
        </Button>
      </Space>
    </Space>
  );
});
