import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { inComponents } from '../../../theme/layer';

export const body = style(inComponents({ display: 'grid', gap: vars.space['2'] }));
export const line = style(inComponents({ display: 'block' }));
export const settings = style(inComponents({ justifySelf: 'start', fontSize: vars.font.size.sm }));
