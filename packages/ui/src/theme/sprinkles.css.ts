import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css';
import { utilitiesLayer } from './layers.css';
import { media } from './media';

const { '0': _zero, gutter, gutterWide, ...scale } = vars.space;
const space = { '0': '0', ...scale, gutter, gutterWide };

const layout = defineProperties({
  '@layer': utilitiesLayer,
  conditions: {
    mobile: {},
    tablet: { '@media': media.tablet },
    laptop: { '@media': media.laptop },
    desktop: { '@media': media.desktop },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'laptop', 'desktop'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: space,
    marginBottom: space,
    marginLeft: space,
    marginRight: space,
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
    align: ['alignItems'],
    justify: ['justifyContent'],
    direction: ['flexDirection'],
    wrap: ['flexWrap'],
  },
});

const paint = defineProperties({
  '@layer': utilitiesLayer,
  properties: {
    background: {
      base: vars.color.surface.base,
      raised: vars.color.surface.raised,
      overlay: vars.color.surface.overlay,
      sunken: vars.color.surface.sunken,
      accent: vars.color.accent.solid,
      transparent: 'transparent',
    },
    color: {
      primary: vars.color.text.primary,
      secondary: vars.color.text.secondary,
      muted: vars.color.text.muted,
      accent: vars.color.accent.text,
      success: vars.color.success.text,
      warning: vars.color.warning.text,
      danger: vars.color.danger.text,
      onAccent: vars.color.accent.onSolid,
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    fontSize: vars.font.size,
    fontWeight: vars.font.weight,
  },
});

/** Typed utility classes for layout and paint, in the utilities layer. */
export const sprinkles = createSprinkles(layout, paint);
export type Sprinkles = Parameters<typeof sprinkles>[0];
