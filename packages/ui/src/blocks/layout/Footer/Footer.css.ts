import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRing } from '../../../theme/focusRing';
import { inComponents } from '../../../theme/layer';
import { media } from '../../../theme/media';
import { endGutter } from '../layoutVars.css';
import { layoutMetrics } from '../metrics';

const focusVisibleRing = {
  '&:focus-visible': focusRing(),
} as const;

export const root = style(
  inComponents({
    background: vars.color.surface.raised,
    borderTop: `1px solid ${vars.color.border.subtle}`,
    color: vars.color.text.secondary,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    // Below the fold the browser skips laying out and painting the footer until it nears the viewport.
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 960px',
  }),
);

export const inner = style(
  inComponents({
    boxSizing: 'content-box',
    maxWidth: `${layoutMetrics.contentMaxWidth}px`,
    marginInline: 'auto',
    paddingInline: vars.space.gutter,
    paddingBlock: vars.space['8'],
    display: 'grid',
    gap: vars.space['8'],
    '@media': {
      [media.tablet]: {
        paddingInlineStart: vars.space.gutterWide,
        // Clear of AppLayout's floating right bar.
        paddingInlineEnd: endGutter,
        paddingBlock: vars.space['10'],
      },
    },
  }),
);

export const heading = style(
  inComponents({
    margin: 0,
    marginBottom: vars.space['3'],
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.text.primary,
  }),
);

// ---- intro steps ----------------------------------------------------------

export const stepsSection = style(inComponents({ display: 'grid', gap: vars.space['4'] }));

export const stepsTitle = style(
  inComponents({
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.text.primary,
  }),
);

export const steps = style(
  inComponents({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: vars.space['3'],
    '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
  }),
);

export const step = style(
  inComponents({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['3'],
    padding: vars.space['4'],
    borderRadius: vars.radius.card,
    background: vars.color.surface.base,
    border: `1px solid ${vars.color.border.subtle}`,
  }),
);

export const stepIcon = style(
  inComponents({
    position: 'relative',
    flexShrink: 0,
    display: 'grid',
    placeItems: 'center',
    width: vars.size.control.md,
    height: vars.size.control.md,
    borderRadius: vars.radius.pill,
    background: vars.color.accent.subtle,
    color: vars.color.accent.text,
  }),
);

export const stepNumber = style(
  inComponents({
    position: 'absolute',
    top: `calc(-1 * ${vars.space['1']})`,
    insetInlineEnd: `calc(-1 * ${vars.space['1']})`,
    display: 'grid',
    placeItems: 'center',
    minWidth: '18px',
    height: '18px',
    borderRadius: vars.radius.pill,
    background: vars.color.accent.solid,
    color: vars.color.accent.onSolid,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.bold,
    lineHeight: 1,
  }),
);

export const stepText = style(inComponents({ display: 'grid', gap: vars.space['1'], minWidth: 0 }));

export const stepTitle = style(
  inComponents({
    color: vars.color.text.primary,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const stepBody = style(inComponents({ overflowWrap: 'anywhere' }));

// ---- links and help -------------------------------------------------------

export const main = style(
  inComponents({
    display: 'grid',
    gap: vars.space['8'],
    '@media': { [media.laptop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' } },
  }),
);

export const linkGroups = style(
  inComponents({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
    gap: vars.space['6'],
    alignItems: 'start',
  }),
);

export const linkGroup = style(inComponents({ minWidth: 0 }));

export const links = style(
  inComponents({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['1'] }),
);

export const link = style(
  inComponents({
    display: 'inline-block',
    paddingBlock: '2px',
    borderRadius: vars.radius.sm,
    color: vars.color.text.secondary,
    textDecoration: 'none',
    overflowWrap: 'anywhere',
    selectors: {
      '&:hover': { color: vars.color.text.primary, textDecoration: 'underline', textUnderlineOffset: '3px' },
      ...focusVisibleRing,
    },
  }),
);

export const help = style(inComponents({ minWidth: 0 }));

export const helpSkeleton = style(inComponents({ display: 'grid', gap: vars.space['2'] }));

// ---- logos and bottom line ------------------------------------------------

export const logoGroup = style(inComponents({ minWidth: 0 }));

export const logos = style(
  inComponents({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space['2'],
  }),
);

export const logoItem = style(inComponents({ display: 'flex', minWidth: 0 }));

export const logoImage = style(inComponents({ borderRadius: vars.radius.sm }));

export const logoName = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.size.control.sm,
    paddingInline: vars.space['3'],
    borderRadius: vars.radius.pill,
    border: `1px solid ${vars.color.border.subtle}`,
    background: vars.color.surface.base,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.medium,
    color: vars.color.text.secondary,
    overflowWrap: 'anywhere',
  }),
);

export const bottom = style(
  inComponents({
    display: 'grid',
    gap: vars.space['4'],
    paddingTop: vars.space['6'],
    borderTop: `1px solid ${vars.color.border.subtle}`,
    '@media': {
      [media.tablet]: { display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', flexWrap: 'wrap' },
    },
  }),
);

export const copyright = style(inComponents({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.text.muted }));
