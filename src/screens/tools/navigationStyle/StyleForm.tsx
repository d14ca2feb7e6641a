import { Alert, Button, Col, Form, Row, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { HEX_COLOUR, NAV_COLOUR_KEYS, type NavColourKey, type NavigationStyleAnswer } from '../../../api/tools/navigationStyleTypes';
import type { NavigationStyle } from '../../../api/types';
import { useStores } from '../../../stores/context';
import { DEFAULT_NAV_STYLE } from '../../../stores/menu/menuItem';
import { SaveAlert } from '../../../ui/form/SaveAlert';
import { useVersionedSave } from '../../../ui/form/useVersionedSave';
import { ColourField } from './ColourField';
import { ContrastList } from './ContrastList';
import { navContrast, type PairContrast } from './contrastPairs';
import { LowContrastConfirm } from './LowContrastConfirm';
import { toolsApi } from '../../../api/tools';
import { validValues } from '../../../ui/form/validValues';

type Style = Required<NavigationStyle>;
type Values = Record<NavColourKey, string>;

/** The server's `style.headerBackground` errors go on the headerBackground field. */
const locate = (path: Array<string | number>) => (path[0] === 'style' && NAV_COLOUR_KEYS.includes(path[1] as NavColourKey) ? [String(path[1])] : undefined);

/** Each typed colour that is valid (trimmed, lowercase) over the last valid one: an invalid text changes nothing shown. */
function validOver(previous: Style, values: Partial<Values>): Style {
  const next = { ...previous };
  for (const key of NAV_COLOUR_KEYS) {
    const text = values[key]?.trim();
    if (text && HEX_COLOUR.test(text)) next[key] = text.toLowerCase();
  }
  return next;
}

/** The message id of each colour's label (their version beside mine names colours by them). */
const LABELS: Record<string, string> = Object.fromEntries(NAV_COLOUR_KEYS.map((key) => [key, `tools.navStyle.field.${key}`]));

const sameStyle = (a: Style, b: Style) => NAV_COLOUR_KEYS.every((key) => a[key].toLowerCase() === b[key].toLowerCase());

export interface StyleFormProps {
  pid: string;
  /** The style as saved, over the defaults. */
  saved: Style;
  /** The version of the style the form was opened on. */
  version: number;
  editable: boolean;
  onSaved: (answer: NavigationStyleAnswer) => void;
}

/**
 * The six colours. While they are edited the shell's real header and side menu show them (the
 * theme's preview); leaving, discarding or saving ends the preview. A save below AA contrast asks first.
 */
export const StyleForm = observer(function StyleForm({ pid, saved, version: opened, editable, onSaved }: StyleFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { api, theme, menu, notify } = useStores();
  const [form] = Form.useForm<Values>();
  /** The style as the other editor saved it, over the defaults. */
  const theirs = async () => {
    const now = await toolsApi(api).navigationStyle.get({ pid });
    return { values: { ...DEFAULT_NAV_STYLE, ...now.style } as Values, version: now.version };
  };
  const { saving, general, run, version, conflict } = useVersionedSave(form, { version: opened, labels: LABELS, theirs, locate });
  const [shown, setShown] = useState<Style>(saved);
  const [pending, setPending] = useState<{ style: Style; failing: PairContrast[] } | null>(null);
  // Leaving the screen without saving puts the saved colours back on the shell.
  useEffect(() => () => theme.endNavPreview(), [theme]);

  const show = (next: Style) => {
    setShown(next);
    if (sameStyle(next, saved)) theme.endNavPreview();
    else theme.previewNav(next);
  };
  // Their colours loaded into the form (a new version) show on the shell too.
  useEffect(() => {
    if (version !== opened) show(validOver(saved, form.getFieldsValue(true) as Values));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a loaded version moves this
  }, [version]);
  const setAll = (style: Style) => {
    form.setFields(NAV_COLOUR_KEYS.map((name) => ({ name, value: style[name], errors: [] })));
    show(style);
  };
  const pick = (name: NavColourKey, hex: string) => {
    form.setFields([{ name, value: hex.toLowerCase(), errors: [] }]);
    show({ ...shown, [name]: hex.toLowerCase() });
  };

  const write = async (style: Style) => {
    setPending(null);
    await run(
      ({ overwrite }) => toolsApi(api).navigationStyle.save({ pid, style, version, overwrite }, { hideError: true }),
      (answer) => {
        notify.success({ id: 'tools.navStyle.saved' });
        // The shell takes the saved style from the menu before the preview ends, so nothing flickers.
        void menu.refresh().catch(() => undefined).finally(() => onSaved(answer));
      },
    );
  };
  const save = async () => {
    const values = await validValues(form);
    if (!values) return;
    const style = validOver(saved, values);
    const failing = navContrast(style).filter((pair) => !pair.passes);
    if (failing.length > 0) setPending({ style, failing });
    else await write(style);
  };

  const field = (name: NavColourKey) => <ColourField key={name} name={name} shown={shown[name]} disabled={!editable} onPick={pick} />;
  return (
    <>
      <SaveAlert title={t('common.notSaved')} reasons={general} />
      {conflict}
      {theme.navPreview ? <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('tools.navStyle.previewing')} /> : null}
      <Form form={form} name="navigation-style" layout="vertical" initialValues={saved} onValuesChange={(_, all) => show(validOver(shown, all))} onFinish={() => void save()}>
        <Row gutter={[24, 8]}>
          <Col xs={24} md={12} lg={8}>
            <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
              <legend style={{ fontSize: 14, fontWeight: 600, marginBottom: 8 }}>{t('tools.navStyle.header')}</legend>
              {(['headerBackground', 'headerFont', 'headerSelected'] as const).map(field)}
            </fieldset>
          </Col>
          <Col xs={24} md={12} lg={8}>
            <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
              <legend style={{ fontSize: 14, fontWeight: 600, marginBottom: 8 }}>{t('tools.navStyle.side')}</legend>
              {(['sideBackground', 'sideFont', 'sideSelected'] as const).map(field)}
            </fieldset>
          </Col>
          <Col xs={24} lg={8}>
            <ContrastList pairs={navContrast(shown)} />
          </Col>
        </Row>
        {editable ? (
          <Space wrap style={{ marginTop: 8 }}>
            <Button type="primary" htmlType="submit" loading={saving}>{t('common.save')}</Button>
            <Button onClick={() => setAll(DEFAULT_NAV_STYLE)}>{t('tools.navStyle.reset')}</Button>
            <Button onClick={() => setAll(saved)}>{t('tools.navStyle.discard')}</Button>
          </Space>
        ) : null}
      </Form>
      {pending ? <LowContrastConfirm failing={pending.failing} onSave={() => void write(pending.style)} onClose={() => setPending(null)} /> : null}
    </>
  );
});
