import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';
import { globalInComponents, inComponents } from '../../../theme/layer';
import { media } from '../../../theme/media';
import type { Tone } from '../../../theme/tone';

/** The tones a status screen draws. */
export type StatusScreenTone = Extract<Tone, 'neutral' | 'info' | 'warning' | 'danger'>;

/** The illustration's colours per tone; the cool highlight stands for "information". */
const toneColours: Record<StatusScreenTone, { fill: string; ink: string }> = {
  neutral: { fill: vars.color.surface.hover, ink: vars.color.text.secondary },
  info: { fill: vars.color.highlight.subtle, ink: vars.color.highlight.text },
  warning: { fill: vars.color.warning.subtle, ink: vars.color.warning.text },
  danger: { fill: vars.color.danger.subtle, ink: vars.color.danger.text },
};

const byTone = <T>(make: (colours: { fill: string; ink: string }) => T) =>
  Object.fromEntries(Object.entries(toneColours).map(([tone, colours]) => [tone, make(colours)])) as Record<
    StatusScreenTone,
    T
  >;

export const root = recipe({
  base: inComponents({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    color: vars.color.text.primary,
    fontFamily: vars.font.family.body,
  }),
  variants: {
    variant: {
      // A whole screen of its own (maintenance, IP restriction): no shell around it.
      page: inComponents({
        minHeight: '100dvh',
        paddingInline: vars.space.gutter,
        paddingBlock: vars.space['6'],
        background: vars.color.surface.base,
        // A faint pool of light behind the message: depth on an otherwise empty screen.
        backgroundImage: `radial-gradient(ellipse 70% 50% at 50% 42%, ${vars.color.surface.raised}, transparent)`,
        '@media': { [media.tablet]: { paddingInline: vars.space.gutterWide, paddingBlock: vars.space['10'] } },
      }),
      // Fills a route's main region inside the shell.
      section: inComponents({
        justifyContent: 'center',
        minHeight: 'min(60vh, 560px)',
        paddingInline: vars.space.gutter,
        paddingBlock: vars.space['10'],
        '@media': { [media.tablet]: { paddingBlock: vars.space['16'] } },
      }),
    },
  },
  defaultVariants: { variant: 'section' },
});

export const brand = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: vars.size.control.lg,
    color: vars.color.text.primary,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.bold,
  }),
);

/** Centres the message in what is left of the screen once the brand has its row. */
export const body = recipe({
  base: inComponents({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space['4'],
    width: '100%',
    maxWidth: '36rem',
    textAlign: 'center',
  }),
  variants: {
    variant: {
      page: inComponents({ flex: 1, justifyContent: 'center', paddingBlock: vars.space['8'] }),
      section: {},
    },
  },
});

export const illustration = recipe({
  base: inComponents({
    position: 'relative',
    display: 'grid',
    placeItems: 'center',
    flexShrink: 0,
    borderRadius: vars.radius.pill,
    // Two quiet rings around the disc: depth without an image.
    boxShadow: `0 0 0 ${vars.space['3']} ${vars.color.surface.raised}, 0 0 0 calc(${vars.space['3']} + 1px) ${vars.color.border.subtle}`,
    marginBlock: vars.space['4'],
  }),
  variants: {
    tone: byTone(({ fill, ink }) => inComponents({ background: fill, color: ink })),
    variant: {
      page: inComponents({
        width: '96px',
        height: '96px',
        '@media': { [media.tablet]: { width: '112px', height: '112px' } },
      }),
      section: inComponents({ width: '80px', height: '80px' }),
    },
  },
  defaultVariants: { tone: 'neutral', variant: 'section' },
});

/** Sizes whatever icon is passed in relative to the disc, so callers never pick pixel sizes. */
export const icon = style(inComponents({ display: 'grid', placeItems: 'center', width: '46%', height: '46%' }));
export const badgeIcon = style(
  inComponents({ display: 'grid', placeItems: 'center', width: vars.size.icon.md, height: vars.size.icon.md }),
);
globalStyle(`${icon} > svg, ${badgeIcon} > svg`, globalInComponents({ width: '100%', height: '100%' }));

/** A small second icon on the disc's edge that says what kind of state it is. */
export const badge = recipe({
  base: inComponents({
    position: 'absolute',
    insetInlineEnd: `calc(-1 * ${vars.space['1']})`,
    insetBlockEnd: `calc(-1 * ${vars.space['1']})`,
    display: 'grid',
    placeItems: 'center',
    width: vars.size.control.md,
    height: vars.size.control.md,
    borderRadius: vars.radius.pill,
    background: vars.color.surface.overlay,
    border: `2px solid ${vars.color.surface.raised}`,
    boxShadow: vars.shadow.sm,
  }),
  variants: {
    tone: byTone(({ ink }) => inComponents({ color: ink })),
  },
  defaultVariants: { tone: 'neutral' },
});

export const eyebrow = recipe({
  base: inComponents({
    margin: 0,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.bold,
    letterSpacing: '0.12em',
    lineHeight: vars.font.lineHeight.tight,
  }),
  variants: {
    tone: byTone(({ ink }) => inComponents({ color: ink })),
  },
  defaultVariants: { tone: 'neutral' },
});

export const title = recipe({
  base: inComponents({
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.text.primary,
    overflowWrap: 'anywhere',
  }),
  variants: {
    variant: {
      page: inComponents({
        fontSize: vars.font.size['2xl'],
        '@media': { [media.tablet]: { fontSize: vars.font.size['3xl'] } },
      }),
      section: inComponents({
        fontSize: vars.font.size.xl,
        '@media': { [media.tablet]: { fontSize: vars.font.size['2xl'] } },
      }),
    },
  },
});

export const heading = style(
  inComponents({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space['2'] }),
);

export const message = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space['3'],
    width: '100%',
    color: vars.color.text.secondary,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    overflowWrap: 'anywhere',
  }),
);

export const actions = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: vars.space['3'],
    width: '100%',
    maxWidth: '20rem',
    marginTop: vars.space['2'],
    '@media': {
      [media.tablet]: {
        flexDirection: 'row',
        flexWrap: 'wrap',
        justifyContent: 'center',
        maxWidth: 'none',
        width: 'auto',
      },
    },
  }),
);
