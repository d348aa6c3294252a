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

export const title = style(
  inComponents({
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const content = style(inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] }));

export const section = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['4'],
    padding: vars.space['4'],
    borderRadius: vars.radius.card,
    background: vars.color.surface.raised,
    minWidth: 0,
  }),
);

export const sectionTitle = style(
  inComponents({
    margin: 0,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const avatarHead = style(
  inComponents({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['4'] }),
);

export const avatarHeadText = style(
  inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], minWidth: 0, flex: '1 1 12rem' }),
);

export const stockLabel = style(inComponents({ margin: 0, fontWeight: vars.font.weight.bold }));

export const stockGrid = style(
  inComponents({
    display: 'grid',
    // Whole-pixel tiles: a stock avatar drawn at a fractional size blurs its edge differently from run to run.
    gridTemplateColumns: 'repeat(4, 3.5rem)',
    gap: vars.space['3'],
    '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(6, 3.5rem)' } },
  }),
);

export const stockItem = style(
  inComponents({
    position: 'relative',
    display: 'block',
    width: '3.5rem',
    height: '3.5rem',
    padding: 0,
    border: `2px solid transparent`,
    borderRadius: vars.radius.pill,
    background: 'none',
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': focusRing(),
      '&[data-state="checked"]': { borderColor: vars.color.accent.solid },
      '&:hover:not([data-state="checked"])': { borderColor: vars.color.border.subtle },
    },
  }),
);

export const stockImage = style(
  inComponents({ display: 'block', width: '100%', height: '100%', borderRadius: vars.radius.pill, objectFit: 'cover' }),
);

export const stockCheck = style(
  inComponents({
    position: 'absolute',
    insetBlockEnd: '-2px',
    insetInlineEnd: '-2px',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '1.25rem',
    height: '1.25rem',
    borderRadius: vars.radius.pill,
    background: vars.color.accent.solid,
    color: vars.color.accent.onSolid,
  }),
);

export const actions = style(
  inComponents({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] }),
);

export const hint = style(inComponents({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.secondary }));

export const done = style(
  inComponents({
    margin: 0,
    color: vars.color.success.text,
    fontSize: vars.font.size.sm,
    selectors: { '&:empty': { display: 'none' } },
  }),
);

export const problem = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space['2'],
    margin: 0,
    fontSize: vars.font.size.sm,
    color: vars.color.danger.text,
    overflowWrap: 'anywhere',
    selectors: { '&:empty': { display: 'none' } },
  }),
);

export const form = style(
  inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], maxWidth: '36rem', minWidth: 0 }),
);

export const fieldWithAction = style(
  inComponents({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space['2'] }),
);

export const fieldset = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['4'],
    margin: 0,
    padding: 0,
    border: 'none',
    minWidth: 0,
  }),
);

export const legend = style(
  inComponents({ padding: 0, marginBlockEnd: vars.space['3'], fontWeight: vars.font.weight.bold }),
);

export const cropArea = style(
  inComponents({
    position: 'relative',
    width: '100%',
    height: '18rem',
    borderRadius: vars.radius.card,
    overflow: 'hidden',
    background: vars.color.surface.sunken,
  }),
);

export const cropFrame = style(inComponents({ selectors: { '&:focus-visible': focusRing('-2px') } }));

export const zoom = style(
  inComponents({ display: 'flex', alignItems: 'center', gap: vars.space['3'], marginBlockStart: vars.space['3'] }),
);

export const zoomInput = style(inComponents({ flex: 1, accentColor: vars.color.accent.solid }));
