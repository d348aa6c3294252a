import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';
import { inComponents } from '../../../theme/layer';

/** Pointer devices reveal the actions on hover or keyboard focus; touch screens always show them. */
const canHover = '(hover: hover) and (pointer: fine)';
const noHover = '(hover: none), (pointer: coarse)';
/** Below this tile width the overlay has room for the buttons only, not the name too. */
const roomyTile = '(min-width: 9.5rem)';

export const tile = style(
  inComponents({
    // Name first in the DOM (read first), shown under the art.
    display: 'grid',
    gridTemplateAreas: '"media" "name"',
    gridTemplateRows: 'auto auto',
    gap: vars.space['2'],
    minWidth: 0,
    color: vars.color.text.primary,
  }),
);

export const media = recipe({
  base: inComponents({
    gridArea: 'media',
    position: 'relative',
    containerType: 'inline-size',
    borderRadius: vars.radius.card,
    overflow: 'hidden',
    background: vars.color.surface.sunken,
    boxShadow: vars.shadow.sm,
    transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}, box-shadow ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    '@media': {
      [canHover]: {
        selectors: {
          [`${tile}:hover &, ${tile}:focus-within &`]: { transform: 'translateY(-2px)', boxShadow: vars.shadow.md },
        },
      },
    },
  }),
  variants: {
    aspect: {
      square: inComponents({ aspectRatio: '1' }),
      landscape: inComponents({ aspectRatio: '4 / 3' }),
    },
  },
  defaultVariants: { aspect: 'square' },
});

export const art = style(inComponents({ position: 'absolute', inset: 0 }));

export const hot = style(
  inComponents({
    position: 'absolute',
    insetBlockStart: vars.space['2'],
    insetInlineStart: vars.space['2'],
    zIndex: 1,
    boxShadow: vars.shadow.sm,
  }),
);

/** Above the veil, so the heart stays pressable when the actions show. */
export const favorite = style(
  inComponents({
    position: 'absolute',
    insetBlockStart: vars.space['2'],
    insetInlineEnd: vars.space['2'],
    zIndex: 3,
    selectors: { '&[data-favorite="true"]': { color: vars.color.danger.text } },
  }),
);

export const overlay = style(
  inComponents({
    position: 'absolute',
    inset: 0,
    zIndex: 2,
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'flex-end',
    gap: vars.space['2'],
    padding: vars.space['2'],
    // A veil of the overlay surface: the theme guarantees text.primary on it.
    background: `color-mix(in srgb, ${vars.color.surface.overlay} 86%, transparent)`,
    opacity: 0,
    transition: `opacity ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    '@media': {
      [canHover]: {
        selectors: { [`${tile}:hover &, ${tile}:focus-within &`]: { opacity: 1 } },
      },
      // Nothing to hover on a touch screen: the buttons sit on a scrim at the foot of the art.
      [noHover]: {
        opacity: 1,
        insetBlockStart: 'auto',
        background: `linear-gradient(to top, color-mix(in srgb, ${vars.color.surface.overlay} 92%, transparent) 60%, transparent)`,
        paddingBlockStart: vars.space['6'],
      },
    },
  }),
);

/** The full name, on hover or focus, where the line under the tile has to cut it. */
export const overlayName = style(
  inComponents({
    display: 'none',
    margin: 0,
    marginBlockEnd: 'auto',
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'anywhere',
    // At most three lines; the name line's tooltip carries the rest.
    WebkitLineClamp: 3,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    '@media': {
      [canHover]: { '@container': { [roomyTile]: { display: '-webkit-box' } } },
    },
  }),
);

export const actions = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['1'],
  }),
);

export const action = style(inComponents({ width: '100%' }));

export const name = style(
  inComponents({
    gridArea: 'name',
    margin: 0,
    minWidth: 0,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.normal,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    color: vars.color.text.primary,
  }),
);

export const skeletonMedia = style(inComponents({ position: 'absolute', inset: 0, height: '100%' }));
