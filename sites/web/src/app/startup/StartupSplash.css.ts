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
  // The system face, as index.html's static splash: asking for the web font
  // here would put its download ahead of the lead banner.
  fontFamily: 'system-ui, sans-serif',
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.02em',
});
