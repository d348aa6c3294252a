import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { inComponents } from '../../theme/layer';
import { media } from '../../theme/media';
import { overlaySurface } from '../../theme/overlaySurface';
import { popIn, popOut } from '../Dialog/Dialog.css';

/** Set inline when a width other than the default 400 is asked for. */
export const widthVar = createVar();

export const content = style(
  inComponents({
    position: 'fixed',
    zIndex: vars.zIndex.modal,
    inset: 0,
    margin: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['4'],
    // Phones: the full width minus the page gutters.
    width: `calc(100vw - 2 * ${vars.space.gutter})`,
    height: 'fit-content',
    maxHeight: `calc(100dvh - 2 * ${vars.space.gutter})`,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    padding: vars.space['6'],
    ...overlaySurface({ radius: 'dialog' }),
    outline: 'none',
    selectors: {
      '&[data-state="open"]': { animation: `${popIn} ${vars.motion.duration.slow} ${vars.motion.easing.standard}` },
      '&[data-state="closed"]': { animation: `${popOut} ${vars.motion.duration.fast} ease-in` },
    },
    '@media': {
      [media.tablet]: { width: `min(${fallbackVar(widthVar, '400px')}, 100vw - 2 * ${vars.space.gutterWide})` },
    },
  }),
);

export const header = style(inComponents({ display: 'flex', alignItems: 'center', gap: vars.space['3'] }));

export const icon = recipe({
  base: inComponents({
    flexShrink: 0,
    display: 'grid',
    placeItems: 'center',
    width: vars.size.control.md,
    height: vars.size.control.md,
    borderRadius: vars.radius.pill,
  }),
  variants: {
    tone: {
      info: inComponents({ background: vars.color.highlight.subtle, color: vars.color.highlight.text }),
      success: inComponents({ background: vars.color.success.subtle, color: vars.color.success.text }),
      warning: inComponents({ background: vars.color.warning.subtle, color: vars.color.warning.text }),
      danger: inComponents({ background: vars.color.danger.subtle, color: vars.color.danger.text }),
    },
  },
  defaultVariants: { tone: 'info' },
});

export const title = style(
  inComponents({
    flex: 1,
    minWidth: 0,
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'anywhere',
  }),
);

export const body = style(
  inComponents({
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text.secondary,
    overflowWrap: 'anywhere',
  }),
);

export const actions = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space['3'],
    marginTop: vars.space['2'],
    '@media': { [media.tablet]: { justifyContent: 'flex-end' } },
  }),
);

/** Buttons share the row on phones; from the tablet width they keep their own size. */
export const action = style(
  inComponents({
    flex: '1 1 0',
    '@media': { [media.tablet]: { flex: '0 0 auto', minWidth: '96px' } },
  }),
);
