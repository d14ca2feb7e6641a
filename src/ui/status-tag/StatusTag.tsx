import { Tag, theme, type TagProps } from 'antd';
import { toneColors, type Tone } from './tones';

export interface StatusTagProps extends Omit<TagProps, 'color'> {
  tone: Tone;
}

/** A tag coloured by what it means (success, warning…), readable in both themes. */
export function StatusTag({ tone, style, ...rest }: StatusTagProps) {
  const { token } = theme.useToken();
  const colors = toneColors(token, tone);
  return <Tag {...rest} data-tone={tone} style={{ background: colors.background, borderColor: colors.border, color: colors.text, ...style }} />;
}
