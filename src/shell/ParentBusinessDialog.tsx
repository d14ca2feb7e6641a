import { Radio, Space } from 'antd';
import { Dialog } from '../ui/dialog/Dialog';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useStores } from '../stores/context';
import { PICKER_WIDTH } from './ProjectPicker';

/** The store-selection dialog for type parentbusiness (user menu → change store): a new parent reloads the page. */
export const ParentBusinessDialog = observer(function ParentBusinessDialog() {
  const { project } = useStores();
  const intl = useIntl();
  const open = project.dialog === 'parentbusiness';
  const [choice, setChoice] = useState(project.currentParent);
  useEffect(() => {
    if (open) setChoice(project.currentParent);
  }, [open, project.currentParent]);
  return (
    <Dialog
      open={open}
      width={PICKER_WIDTH}
      title={intl.formatMessage({ id: 'project.parentTitle' })}
      okText={intl.formatMessage({ id: 'picker.confirm' })}
      cancelText={intl.formatMessage({ id: 'common.cancel' })}
      okButtonProps={{ disabled: !choice }}
      onOk={() => (choice === project.currentParent ? project.openDialog('store') : void project.selectParent(choice))}
      onCancel={() => project.closeDialog()}
    >
      <p>{intl.formatMessage({ id: 'project.parentHint' })}</p>
      <Radio.Group value={choice} onChange={(e) => setChoice(e.target.value as string)} aria-label={intl.formatMessage({ id: 'project.parentTitle' })}>
        <Space orientation="vertical">
          {project.parents.map((p) => (
            <Radio key={p.did} value={p.did}>
              {p.name} <span style={{ color: '#8c8c8c' }}>· {p.city}</span>
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    </Dialog>
  );
});
