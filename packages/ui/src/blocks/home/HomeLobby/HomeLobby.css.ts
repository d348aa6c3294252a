import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRing } from '../../../theme/focusRing';
import { inComponents } from '../../../theme/layer';
import { media } from '../../../theme/media';

export const root = style(inComponents({ display: 'grid', gap: vars.space['6'], paddingBlock: vars.space['4'] }));
export const heading = style(
  inComponents({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold }),
);
export const section = style(inComponents({ display: 'grid', gap: vars.space['3'] }));
export const categories = style(
  inComponents({
    display: 'grid',
    gap: vars.space['3'],
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    margin: 0,
    padding: 0,
    listStyle: 'none',
    '@media': {
      [media.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
      [media.desktop]: { gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' },
    },
  }),
);
export const category = style(
  inComponents({
    display: 'grid',
    justifyItems: 'center',
    alignContent: 'center',
    gap: vars.space['2'],
    minHeight: '112px',
    padding: vars.space['3'],
    borderRadius: vars.radius.card,
    background: vars.color.surface.raised,
    border: `1px solid ${vars.color.border.subtle}`,
    color: vars.color.text.primary,
    textDecoration: 'none',
    textAlign: 'center',
    transition: `border-color ${vars.motion.duration.fast}, transform ${vars.motion.duration.fast}`,
    selectors: {
      '&:hover': { borderColor: vars.color.accent.solid, transform: 'translateY(-2px)' },
      '&:focus-visible': focusRing(),
    },
  }),
);
export const categoryIcon = style(inComponents({ width: '32px', height: '32px', color: vars.color.accent.text }));
export const categoryName = style(inComponents({ fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' }));
export const vendorCount = style(inComponents({ fontSize: vars.font.size.xs, color: vars.color.text.muted }));
export const join = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space['3'],
    padding: vars.space['4'],
    borderRadius: vars.radius.card,
    background: vars.color.accent.subtle,
    color: vars.color.text.primary,
  }),
);
export const joinText = style(inComponents({ display: 'grid', gap: vars.space['1'] }));
export const joinTitle = style(
  inComponents({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold }),
);
export const joinLead = style(inComponents({ margin: 0, color: vars.color.text.secondary }));
export const bannerSkeleton = style(
  inComponents({ aspectRatio: '16 / 9', '@media': { [media.tablet]: { aspectRatio: '16 / 5' } } }),
);
export const leadArt = style(
  inComponents({
    display: 'block',
    width: '100%',
    height: '100%',
    objectFit: 'cover',
    borderRadius: vars.radius.card,
    background: vars.color.surface.sunken,
  }),
);
