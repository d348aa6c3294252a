import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRing } from '../../../theme/focusRing';
import { inComponents } from '../../../theme/layer';
import { media } from '../../../theme/media';

export const root = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['4'],
    minWidth: 0,
    color: vars.color.text.primary,
  }),
);

export const header = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: vars.space['2'],
  }),
);

export const title = style(
  inComponents({
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const unreadSummary = style(
  inComponents({
    margin: 0,
    fontSize: vars.font.size.sm,
    color: vars.color.text.secondary,
    fontVariantNumeric: 'tabular-nums',
  }),
);

/** A folder's list and pager, or the state that stands in for them. */
export const folder = style(inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] }));

export const toolbar = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space['3'],
    minHeight: vars.size.control.md,
  }),
);

export const selectedCount = style(
  inComponents({ fontSize: vars.font.size.sm, color: vars.color.text.secondary, fontVariantNumeric: 'tabular-nums' }),
);

export const toolbarEnd = style(inComponents({ marginInlineStart: 'auto' }));

export const list = style(
  inComponents({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    borderRadius: vars.radius.card,
    background: vars.color.surface.raised,
    overflow: 'hidden',
  }),
);

export const row = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['1'],
    paddingInlineStart: vars.space['3'],
    selectors: { '& + &': { borderTop: `1px solid ${vars.color.border.subtle}` } },
  }),
);

/** The row's checkbox: only the box shows, its label is for assistive tech. */
export const rowCheck = style(inComponents({ flexShrink: 0 }));

export const rowButton = style(
  inComponents({
    all: 'unset',
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['2'],
    flex: 1,
    minWidth: 0,
    minHeight: vars.size.control.lg,
    paddingBlock: vars.space['3'],
    paddingInline: vars.space['2'],
    cursor: 'pointer',
    color: vars.color.text.secondary,
    selectors: {
      '&:hover': { background: vars.color.surface.hover },
      '&:focus-visible': focusRing('-2px'),
    },
    '@media': { [media.tablet]: { paddingInline: vars.space['3'] } },
  }),
);

/** The mark of an unread message; its words are read out with the title. */
export const unreadDot = style(
  inComponents({
    flexShrink: 0,
    width: '0.5rem',
    height: '0.5rem',
    marginTop: '0.4rem',
    borderRadius: '50%',
    background: vars.color.highlight.solid,
  }),
);

/** Keeps read titles in line with unread ones, whose dot sits before them. */
export const readSpacer = style(inComponents({ flexShrink: 0, width: '0.5rem' }));

export const rowText = style(
  inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0, flex: 1 }),
);

export const rowTitle = style(
  inComponents({
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'anywhere',
    selectors: {
      [`${rowButton}[data-unread] &`]: { color: vars.color.text.primary, fontWeight: vars.font.weight.semibold },
    },
  }),
);

export const date = style(
  inComponents({
    fontSize: vars.font.size.xs,
    color: vars.color.text.secondary,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const detail = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space['3'],
    minWidth: 0,
  }),
);

export const detailTitle = style(
  inComponents({
    margin: 0,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'anywhere',
    outline: 'none',
  }),
);

export const detailBody = style(
  inComponents({
    alignSelf: 'stretch',
    padding: vars.space['4'],
    borderRadius: vars.radius.card,
    background: vars.color.surface.raised,
    fontSize: vars.font.size.md,
    overflowWrap: 'anywhere',
  }),
);

/** A message the player typed: its line breaks kept, no markup. */
export const plainText = style(inComponents({ margin: 0, whiteSpace: 'pre-wrap' }));

export const form = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space['4'],
    maxWidth: '40rem',
  }),
);

export const intro = style(inComponents({ margin: 0, color: vars.color.text.secondary }));

export const textarea = style(
  inComponents({
    boxSizing: 'border-box',
    width: '100%',
    minHeight: '9rem',
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['3'],
    font: 'inherit',
    color: vars.color.text.primary,
    background: vars.color.surface.sunken,
    border: `1px solid ${vars.color.border.control}`,
    borderRadius: vars.radius.control,
    resize: 'vertical',
    selectors: {
      '&[aria-invalid="true"]': { borderColor: vars.color.danger.text },
      '&:focus-visible': focusRing(),
    },
  }),
);

export const outcome = style(
  inComponents({
    margin: 0,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    overflowWrap: 'anywhere',
  }),
);

export const success = style(inComponents({ color: vars.color.success.text }));

export const failure = style(inComponents({ color: vars.color.danger.text }));

export const skeletonRow = style(
  inComponents({
    display: 'grid',
    gap: vars.space['2'],
    minHeight: vars.size.control.lg,
    paddingBlock: vars.space['3'],
    paddingInline: vars.space['4'],
    selectors: { '& + &': { borderTop: `1px solid ${vars.color.border.subtle}` } },
  }),
);
