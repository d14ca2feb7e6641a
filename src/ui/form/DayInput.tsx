import { Input } from 'antd';
import { useEffect, useState, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { dayText, fieldFormat, parseDayText } from '../../lib/dateText';

export interface DayInputProps {
  /** The day as the form holds it: 'YYYY-MM-DD' (or the text typed, while it is not a day). */
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  'aria-label'?: string;
  disabled?: boolean;
  style?: CSSProperties;
}

/**
 * A day typed in the language's one convention (src/lib/dateText: '2026-11-02'; Thai
 * '02/11/2026'), held by the form as 'YYYY-MM-DD'. Text that is not a day yet stays as typed, so
 * the form's rules can say so.
 */
export function DayInput({ value = '', onChange, ...rest }: DayInputProps) {
  const intl = useIntl();
  const shown = dayText(intl, value);
  const [text, setText] = useState(shown);
  useEffect(() => setText(shown), [shown]);
  return (
    <Input
      {...rest}
      inputMode="numeric"
      placeholder={fieldFormat(intl)}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange?.(parseDayText(intl, event.target.value) ?? event.target.value);
      }}
    />
  );
}
