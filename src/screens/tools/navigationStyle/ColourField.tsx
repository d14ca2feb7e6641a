import { Button, ColorPicker, Form, Input, Space } from 'antd';
import { useIntl } from 'react-intl';
import { HEX_COLOUR, type NavColourKey } from '../../../api/tools/navigationStyleTypes';

export interface ColourFieldProps {
  name: NavColourKey;
  /** The last valid colour of the field (what the swatch and the preview show). */
  shown: string;
  disabled: boolean;
  /** A colour chosen in the picker. */
  onPick: (name: NavColourKey, hex: string) => void;
}

/** One navigation colour: typed as #rgb or #rrggbb, or picked; an invalid text stays as typed, with its error. */
export function ColourField({ name, shown, disabled, onPick }: ColourFieldProps) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: `tools.navStyle.field.${name}` });
  const id = `navigation-style-${name}`;
  return (
    <Form.Item label={label} htmlFor={id} required style={{ marginBottom: 12 }}>
      <Space.Compact>
        <Form.Item
          name={name}
          noStyle
          rules={[
            { required: true, whitespace: true, message: intl.formatMessage({ id: 'tools.navStyle.error.colour' }) },
            { pattern: HEX_COLOUR, message: intl.formatMessage({ id: 'tools.navStyle.error.colour' }), transform: (value: string) => value?.trim() },
          ]}
        >
          <Input id={id} disabled={disabled} maxLength={7} spellCheck={false} autoComplete="off" style={{ width: 120, fontFamily: 'monospace' }} />
        </Form.Item>
        <ColorPicker value={shown} disabled={disabled} disabledAlpha format="hex" onChangeComplete={(colour) => onPick(name, colour.toHexString())}>
          <Button aria-label={intl.formatMessage({ id: 'tools.navStyle.pick' }, { field: label })} disabled={disabled} style={{ width: 40, background: shown }} />
        </ColorPicker>
      </Space.Compact>
    </Form.Item>
  );
}
