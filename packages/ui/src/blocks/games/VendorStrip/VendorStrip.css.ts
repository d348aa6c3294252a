import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRing } from '../../../theme/focusRing';
import { inComponents } from '../../../theme/layer';
import { scrollFade } from '../../../theme/scrollFade';

const fade = vars.space['6'];

export const root = style(inComponents({ minWidth: 0 }));

export const list = style(
  inComponents({
    // The containing block of what is placed absolutely inside (screen-reader-only text): without
    // it, that text escapes the scrolling row and widens the page, which a phone then zooms out.
    position: 'relative',
    display: 'flex',
    gap: vars.space['2'],
    margin: 0,
    // Room for the focus ring, which the scrolling row would otherwise clip.
    padding: vars.space['1'],
    listStyle: 'none',
    overflowX: 'auto',
    overflowY: 'hidden',
    overscrollBehaviorX: 'contain',
    scrollbarWidth: 'none',
    scrollPaddingInline: fade,
    selectors: {
      '&::-webkit-scrollbar': { display: 'none' },
      ...scrollFade(fade),
    },
  }),
);

/** Chips keep their width: the row scrolls instead of squeezing names. */
export const item = style(inComponents({ flex: 'none' }));

export const chip = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2'],
    minHeight: '2.5rem',
    paddingInline: vars.space['3'],
    border: `1px solid ${vars.color.border.control}`,
    borderRadius: vars.radius.control,
    background: vars.color.surface.raised,
    color: vars.color.text.primary,
    font: 'inherit',
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    selectors: {
      '&:hover': { borderColor: vars.color.border.strong },
      '&[aria-pressed="true"]': {
        background: vars.color.accent.solid,
        borderColor: vars.color.accent.solid,
        color: vars.color.accent.onSolid,
      },
      '&:focus-visible': focusRing(),
    },
  }),
);

export const icon = style(
  inComponents({
    position: 'relative',
    flex: 'none',
    width: '1.5rem',
    height: '1.5rem',
    borderRadius: vars.radius.sm,
    overflow: 'hidden',
  }),
);

export const name = style(inComponents({ maxWidth: '12rem', overflow: 'hidden', textOverflow: 'ellipsis' }));

export const hot = style(inComponents({ display: 'inline-flex', color: vars.color.danger.text }));
