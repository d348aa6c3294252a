import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRing } from '../../../theme/focusRing';
import { inComponents } from '../../../theme/layer';

const focusVisibleRing = {
  '&:focus-visible': focusRing(),
} as const;

export const root = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['5'],
    paddingBlock: vars.space['4'],
    paddingInline: vars.space['3'],
    color: vars.color.text.primary,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

// ---- wallet (logged in) or login/register (visitor) -----------------------

export const wallet = style(
  inComponents({
    display: 'grid',
    gap: vars.space['3'],
    padding: vars.space['3'],
    borderRadius: vars.radius.card,
    background: vars.color.surface.sunken,
    border: `1px solid ${vars.color.border.subtle}`,
  }),
);

export const identity = style(
  inComponents({ display: 'flex', alignItems: 'center', gap: vars.space['3'], minWidth: 0 }),
);

export const identityText = style(inComponents({ display: 'grid', gap: vars.space['1'], minWidth: 0 }));

export const name = style(
  inComponents({
    fontWeight: vars.font.weight.semibold,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  }),
);

export const rank = style(inComponents({ fontSize: vars.font.size.xs, color: vars.color.accent.text }));

export const balanceBlock = style(inComponents({ display: 'grid', gap: '2px', minWidth: 0 }));

export const balanceLabel = style(inComponents({ fontSize: vars.font.size.xs, color: vars.color.text.muted }));

// The amount gets the whole width (a long balance must not be cut), the refresh button sits at the end.
export const balance = style(
  inComponents({
    display: 'flex',
    width: '100%',
    justifyContent: 'space-between',
    fontSize: vars.font.size.lg,
    marginInlineStart: `calc(-1 * ${vars.space['1']})`,
  }),
);

export const auth = style(inComponents({ display: 'flex', gap: vars.space['2'] }));

export const authButton = style(inComponents({ flex: '1 1 0', minWidth: 0 }));

// ---- groups ---------------------------------------------------------------

export const group = style(inComponents({ display: 'grid', gap: vars.space['2'] }));

export const groupTitle = style(
  inComponents({
    margin: 0,
    paddingInline: vars.space['3'],
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.semibold,
    letterSpacing: '0.06em',
    textTransform: 'uppercase',
    color: vars.color.text.muted,
  }),
);

export const list = style(inComponents({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '2px' }));

export const shortcuts = style(
  inComponents({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    gap: vars.space['2'],
  }),
);

export const tile = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'flex-start',
    gap: vars.space['1'],
    width: '100%',
    height: '100%',
    minHeight: '72px',
    paddingBlock: vars.space['2'],
    paddingInline: '2px',
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.control,
    background: vars.color.surface.raised,
    color: vars.color.text.secondary,
    font: 'inherit',
    fontSize: vars.font.size.xs,
    lineHeight: vars.font.lineHeight.tight,
    textAlign: 'center',
    // Break between words; inside one only when a word cannot fit at all.
    overflowWrap: 'break-word',
    hyphens: 'auto',
    cursor: 'pointer',
    transition: `background ${vars.motion.duration.fast} ${vars.motion.easing.standard}, color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      '&:hover': { background: vars.color.surface.hover, color: vars.color.text.primary },
      ...focusVisibleRing,
    },
  }),
);

export const tileIcon = style(
  inComponents({
    display: 'grid',
    placeItems: 'center',
    width: vars.size.control.sm,
    height: vars.size.control.sm,
    borderRadius: vars.radius.pill,
    background: vars.color.accent.subtle,
    color: vars.color.accent.text,
  }),
);

export const row = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['3'],
    width: '100%',
    minHeight: vars.size.control.md,
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['3'],
    border: 0,
    borderRadius: vars.radius.control,
    background: 'transparent',
    color: vars.color.text.secondary,
    font: 'inherit',
    textAlign: 'start',
    textDecoration: 'none',
    overflowWrap: 'anywhere',
    cursor: 'pointer',
    transition: `background ${vars.motion.duration.fast} ${vars.motion.easing.standard}, color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      '&:hover': { background: vars.color.surface.hover, color: vars.color.text.primary },
      // The page the player is on: a selection, so the highlight fill.
      '&[aria-current="page"]': {
        background: vars.color.highlight.solid,
        color: vars.color.highlight.onSolid,
        fontWeight: vars.font.weight.semibold,
      },
      '&[aria-current="page"]:hover': { background: vars.color.highlight.solidHover },
      ...focusVisibleRing,
    },
  }),
);

export const rowIcon = style(inComponents({ flexShrink: 0, width: vars.size.icon.md, height: vars.size.icon.md }));

export const rowLabel = style(inComponents({ flex: 1, minWidth: 0 }));

export const skeletonRow = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['3'],
    minHeight: vars.size.control.md,
    paddingInline: vars.space['3'],
  }),
);

export const language = style(inComponents({ paddingInline: vars.space['1'] }));

export const colourScheme = style(inComponents({ paddingInline: vars.space['1'], paddingBlockStart: vars.space['3'] }));

export const divider = style(
  inComponents({ height: '1px', margin: 0, border: 0, background: vars.color.border.subtle }),
);
