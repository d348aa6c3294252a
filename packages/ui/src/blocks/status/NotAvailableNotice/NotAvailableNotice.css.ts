import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { inComponents } from '../../../theme/layer';

export const text = style(inComponents({ margin: 0 }));
export const hint = style(inComponents({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.muted }));
