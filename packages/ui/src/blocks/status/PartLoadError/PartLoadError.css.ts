import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { inComponents } from '../../../theme/layer';
import { media } from '../../../theme/media';
import { overlaySurface } from '../../../theme/overlaySurface';

export const root = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space['3'],
    padding: vars.space['3'],
    borderRadius: vars.radius.card,
    border: `1px solid ${vars.color.border.subtle}`,
    borderInlineStart: `4px solid ${vars.color.warning.solid}`,
    background: vars.color.surface.raised,
    color: vars.color.text.primary,
    fontSize: vars.font.size.sm,
  }),
);

/** Over the page, where a part with nothing of its own on screen (a modal, a panel) failed. */
export const floating = style(
  inComponents({
    position: 'fixed',
    zIndex: vars.zIndex.toast,
    insetInline: vars.space['4'],
    bottom: vars.space['4'],
    ...overlaySurface({ radius: 'card' }),
    borderInlineStart: `4px solid ${vars.color.warning.solid}`,
    '@media': {
      [media.tablet]: { insetInline: 'auto', right: vars.space['6'], bottom: vars.space['6'], maxWidth: '380px' },
    },
  }),
);

export const icon = style(inComponents({ flexShrink: 0, color: vars.color.warning.text }));

export const message = style(inComponents({ flex: '1 1 12rem', margin: 0, minWidth: 0 }));
