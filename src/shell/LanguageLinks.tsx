import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useStores } from '../stores/context';

/**
 * The four languages side by side, for the open screens: one click, no popup, and far
 * lighter than the header's dropdown menu on the login route.
 */
export const LanguageLinks = observer(function LanguageLinks({ color }: { color?: string }) {
  const { locale } = useStores();
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'header.language' })} style={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
      {locale.langList.map((l) => {
        const current = l.key === locale.lang;
        return (
          <Button
            key={l.key}
            type="text"
            size="small"
            lang={l.key.replace('_', '-')}
            aria-pressed={current}
            onClick={() => void locale.setLang(l.key)}
            style={{ color, fontWeight: current ? 600 : 400, textDecoration: current ? 'underline' : 'none' }}
          >
            {l.name}
          </Button>
        );
      })}
    </nav>
  );
});
