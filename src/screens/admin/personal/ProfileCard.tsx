import { UploadOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Form, Input, Space, Upload } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { PROFILE_RULES } from '../../../api/admin/rules';
import { fieldRules } from '../../../ui/form/fieldRules';
import { useStores } from '../../../stores/context';
import { SaveAlert } from '../../../ui/form/SaveAlert';
import { useFormSave } from '../../../ui/form/useFormSave';
import { profileApi } from '../../../api/admin/profile';
import { validValues } from '../../../ui/form/validValues';
import { useFileLink } from '../../../ui/files/useFileLink';

interface ProfileValues {
  nickname: string;
}

/** Images the avatar may be (the file service serves these inline). */
const AVATAR_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

/** One's nickname and avatar: the avatar is uploaded through the file service, both saved together. */
export const ProfileCard = observer(function ProfileCard() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { api, session, notify } = useStores();
  const [form] = Form.useForm<ProfileValues>();
  const { saving, run, general } = useFormSave(form);
  const [avatar, setAvatar] = useState(session.user?.avatar ?? '');
  const shownAvatar = useFileLink(avatar || undefined);
  const [uploading, setUploading] = useState(false);
  const name = session.displayName;

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const stored = await api.files.upload(file, file.name);
      setAvatar(stored.url);
    } catch {
      // The request layer has shown why.
    }
    setUploading(false);
  };
  const save = async () => {
    const values = await validValues(form);
    if (!values) return;
    await run(
      () => profileApi(api).update({ nickname: values.nickname, avatar }, { hideError: true }),
      (info) => {
        session.adoptProfile(info);
        notify.success({ id: 'admin.personal.profileSaved' });
      },
    );
  };
  return (
    <Card size="small" title={t('admin.personal.profile')}>
      <SaveAlert title={t('admin.personal.profileFailed')} reasons={general} />
      <Form form={form} layout="vertical" initialValues={{ nickname: session.user?.nickname ?? '' }} onFinish={() => void save()} style={{ maxWidth: 420 }}>
        <Form.Item label={t('admin.personal.avatar')}>
          <Space>
            <Avatar size={64} src={shownAvatar || undefined} alt={t('admin.personal.avatarOf', { name })}>
              {name.slice(0, 1).toUpperCase()}
            </Avatar>
            <Upload
              accept={AVATAR_TYPES}
              showUploadList={false}
              beforeUpload={(file) => {
                void upload(file);
                return false;
              }}
            >
              <Button icon={<UploadOutlined />} loading={uploading}>
                {t('admin.personal.uploadAvatar')}
              </Button>
            </Upload>
            {avatar ? <Button onClick={() => setAvatar('')}>{t('admin.personal.removeAvatar')}</Button> : null}
          </Space>
        </Form.Item>
        <Form.Item name="nickname" label={t('admin.personal.nickname')} rules={fieldRules(intl, PROFILE_RULES.nickname)}>
          <Input maxLength={PROFILE_RULES.nickname.maxLength} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('admin.personal.saveProfile')}
        </Button>
      </Form>
    </Card>
  );
});
