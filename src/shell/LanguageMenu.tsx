import { TranslationOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { isLangKey } from '../i18n/languages';
import { useStores } from '../stores/context';

/** Switches language live, without a reload (spec §1). */
export const LanguageMenu = observer(function LanguageMenu({ color, compact = false }: { color?: string; compact?: boolean }) {
  const { locale } = useStores();
  const intl = useIntl();
  const current = locale.langList.find((l) => l.key === locale.lang)?.name ?? locale.lang;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [locale.lang],
        items: locale.langList.map((l) => ({ key: l.key, label: <span lang={l.key.replace('_', '-')}>{l.name}</span> })),
        onClick: ({ key }) => {
          if (isLangKey(key)) void locale.setLang(key);
        },
      }}
    >
      {/* On a phone an icon; its accessible name says Language either way. */}
      <Button type="text" style={{ color }} aria-label={intl.formatMessage({ id: 'header.language' })} icon={compact ? <TranslationOutlined /> : undefined}>
        {compact ? null : current}
      </Button>
    </Dropdown>
  );
});
