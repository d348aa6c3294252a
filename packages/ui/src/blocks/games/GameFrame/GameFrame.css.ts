import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { inComponents } from '../../../theme/layer';
import { topBarHeight } from '../../../theme/topBar.css';

export const root = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    flex: '1 1 auto',
    // The screen below the site's top bar.
    minHeight: `calc(100dvh - ${topBarHeight})`,
    background: vars.color.surface.sunken,
  }),
);
export const toolbar = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2'],
    minHeight: '48px',
    paddingInline: vars.space['3'],
    background: vars.color.surface.raised,
    borderBottom: `1px solid ${vars.color.border.subtle}`,
  }),
);
export const title = style(
  inComponents({
    flex: '1 1 auto',
    minWidth: 0,
    margin: 0,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  }),
);
export const stage = style(inComponents({ position: 'relative', flex: '1 1 auto', display: 'flex' }));
export const frame = style(inComponents({ flex: '1 1 auto', width: '100%', border: 0, background: '#000' }));
export const loading = style(
  inComponents({
    position: 'absolute',
    inset: 0,
    display: 'grid',
    placeContent: 'center',
    justifyItems: 'center',
    gap: vars.space['3'],
    color: vars.color.text.secondary,
    background: vars.color.surface.sunken,
  }),
);
export const empty = style(inComponents({ margin: 'auto', padding: vars.space['6'] }));
