import { Button, ColorPicker, Form, Input } from 'antd';
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
  const invalid = intl.formatMessage({ id: 'tools.navStyle.error.colour' });
  const swatch = (
    <ColorPicker value={shown} disabled={disabled} disabledAlpha format="hex" onChangeComplete={(colour) => onPick(name, colour.toHexString())}>
      <Button size="small" aria-label={intl.formatMessage({ id: 'tools.navStyle.pick' }, { field: label })} disabled={disabled} style={{ width: 24, minWidth: 24, background: shown, borderColor: '#8c8c8c' }} />
    </ColorPicker>
  );
  // Read-only rather than disabled for those who may only look: the value stays readable (disabled text is below AA).
  return (
    <Form.Item
      name={name}
      label={label}
      style={{ marginBottom: 12 }}
      rules={[
        { required: true, whitespace: true, message: invalid },
        { pattern: HEX_COLOUR, message: invalid, transform: (value?: string) => value?.trim() },
      ]}
    >
      <Input readOnly={disabled} maxLength={7} spellCheck={false} autoComplete="off" suffix={swatch} style={{ width: 160, fontFamily: 'monospace' }} />
    </Form.Item>
  );
}
