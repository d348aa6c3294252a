import { vars } from '@lobby/ui/css';
import { style } from '@vanilla-extract/css';

export const splash = style({
  minHeight: '100dvh',
  display: 'grid',
  placeContent: 'center',
  justifyItems: 'center',
  gap: vars.space['4'],
  color: vars.color.accent.text,
});

export const brand = style({
  fontFamily: 'system-ui, sans-serif',
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.02em',
});
