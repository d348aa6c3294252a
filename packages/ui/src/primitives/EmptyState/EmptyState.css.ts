import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { inComponents } from '../../theme/layer';

export const root = recipe({
  base: inComponents({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    marginInline: 'auto',
    maxWidth: '28rem',
    color: vars.color.text.secondary,
  }),
  variants: {
    size: {
      default: inComponents({ gap: vars.space['3'], paddingBlock: vars.space['10'], paddingInline: vars.space['4'] }),
      compact: inComponents({ gap: vars.space['2'], paddingBlock: vars.space['6'], paddingInline: vars.space['3'] }),
    },
  },
  defaultVariants: { size: 'default' },
});

export const icon = recipe({
  base: inComponents({
    display: 'grid',
    placeItems: 'center',
    borderRadius: vars.radius.pill,
    flexShrink: 0,
  }),
  variants: {
    tone: {
      neutral: inComponents({ background: vars.color.surface.hover, color: vars.color.text.muted }),
      danger: inComponents({ background: vars.color.danger.subtle, color: vars.color.danger.text }),
    },
    size: {
      default: inComponents({ width: '64px', height: '64px' }),
      compact: inComponents({ width: '40px', height: '40px' }),
    },
  },
});

export const title = recipe({
  base: inComponents({
    margin: 0,
    color: vars.color.text.primary,
    fontFamily: vars.font.family.heading,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'anywhere',
  }),
  variants: {
    size: {
      default: inComponents({ fontSize: vars.font.size.lg }),
      compact: inComponents({ fontSize: vars.font.size.sm }),
    },
  },
});

export const description = recipe({
  base: inComponents({ margin: 0, overflowWrap: 'anywhere', lineHeight: vars.font.lineHeight.normal }),
  variants: {
    size: {
      default: inComponents({ fontSize: vars.font.size.sm }),
      compact: inComponents({ fontSize: vars.font.size.xs }),
    },
  },
});

export const actions = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: vars.space['2'],
    marginTop: vars.space['2'],
  }),
);
