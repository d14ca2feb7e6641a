import { Form, Input } from 'antd';
import { useIntl } from 'react-intl';
import type { NavColourKey } from '../../../api/tools/navigationStyleTypes';
import { NAV_COLOUR_RULES } from '../../../api/tools/rules';
import { fieldRules } from '../../../ui/form/fieldRules';

export interface ColourFieldProps {
  name: NavColourKey;
  /** The last valid colour of the field (what the swatch and the preview show). */
  shown: string;
  disabled: boolean;
  /** A colour chosen in the picker. */
  onPick: (name: NavColourKey, hex: string) => void;
}

/** #rgb as #rrggbb (a colour input takes only the long form). */
function sixDigits(hex: string): string {
  return /^#[0-9a-f]{3}$/i.test(hex) ? `#${[...hex.slice(1)].map((d) => d + d).join('')}`.toLowerCase() : hex.toLowerCase();
}

/** One navigation colour: typed as #rgb or #rrggbb, or picked; an invalid text stays as typed, with its error. */
export function ColourField({ name, shown, disabled, onPick }: ColourFieldProps) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: `tools.navStyle.field.${name}` });
  // The browser's own colour picker: antd's ColorPicker would pull its panel (and Collapse) into
  // the chunk every route loads, since billing shares Collapse with it.
  const swatch = (
    <input
      type="color"
      aria-label={intl.formatMessage({ id: 'tools.navStyle.pick' }, { field: label })}
      value={sixDigits(shown)}
      disabled={disabled}
      onChange={(event) => onPick(name, event.target.value)}
      style={{ width: 28, height: 22, padding: 0, border: '1px solid #8c8c8c', borderRadius: 4, background: 'none', cursor: disabled ? 'not-allowed' : 'pointer' }}
    />
  );
  // Read-only rather than disabled for those who may only look: the value stays readable (disabled text is below AA).
  return (
    <Form.Item
      name={name}
      label={label}
      style={{ marginBottom: 12 }}
      rules={fieldRules(intl, NAV_COLOUR_RULES.colour, { messages: { required: 'tools.navStyle.error.colour', maxLength: 'tools.navStyle.error.colour' } })}
    >
      <Input readOnly={disabled} maxLength={NAV_COLOUR_RULES.colour.maxLength} spellCheck={false} autoComplete="off" suffix={swatch} style={{ width: 160, fontFamily: 'monospace' }} />
    </Form.Item>
  );
}
