import { Card, Form, Select } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { isLangKey } from '../../../i18n/languages';
import { useStores } from '../../../stores/context';
import { THEME_PREFERENCES, isThemePreference } from '../../../stores/ThemeStore';

/** Language, theme and default project: the shell's own stores, so the header and the next sign-in agree. */
export const PreferencesCard = observer(function PreferencesCard() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { locale, theme, project } = useStores();
  return (
    <Card size="small" title={t('admin.personal.preferences')}>
      <Form layout="vertical" style={{ maxWidth: 420 }}>
        <Form.Item label={t('admin.personal.language')} htmlFor="personal-language">
          <Select
            id="personal-language"
            value={locale.lang}
            options={locale.langList.map((l) => ({ value: l.key, label: <span lang={l.key.replace('_', '-')}>{l.name}</span> }))}
            onChange={(key: string) => {
              if (isLangKey(key)) void locale.setLang(key);
            }}
          />
        </Form.Item>
        <Form.Item label={t('admin.personal.theme')} htmlFor="personal-theme">
          <Select
            id="personal-theme"
            value={theme.preference}
            options={THEME_PREFERENCES.map((choice) => ({ value: choice, label: t(`user.theme.${choice}`) }))}
            onChange={(choice: string) => {
              if (isThemePreference(choice)) theme.setPreference(choice);
            }}
          />
        </Form.Item>
        <Form.Item label={t('admin.personal.defaultProject')} htmlFor="personal-project" extra={t('admin.personal.defaultProjectHint')}>
          <Select
            id="personal-project"
            value={project.currentParent || undefined}
            placeholder={t('pleaseSelect')}
            options={project.parents.map((p) => ({ value: p.did, label: p.name }))}
            onChange={(did: string) => void project.selectParent(did)}
          />
        </Form.Item>
      </Form>
    </Card>
  );
});
