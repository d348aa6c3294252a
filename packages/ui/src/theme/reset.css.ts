import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { focusRing } from './focusRing';
import { resetLayer } from './layers.css';

const layered = (selector: string, rule: Parameters<typeof globalStyle>[1]) =>
  globalStyle(selector, { '@layer': { [resetLayer]: rule } } as Parameters<typeof globalStyle>[1]);

layered('*, *::before, *::after', { boxSizing: 'border-box' });

layered('html', {
  colorScheme: 'dark light',
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

layered('body', {
  margin: 0,
  minHeight: '100dvh',
  background: vars.color.surface.base,
  color: vars.color.text.primary,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});

layered('h1, h2, h3, h4, h5, h6', {
  margin: 0,
  fontFamily: vars.font.family.heading,
  lineHeight: vars.font.lineHeight.tight,
});

layered('p, figure, blockquote, dl, dd', { margin: 0 });

layered('img, svg, video, canvas', { display: 'block', maxWidth: '100%' });

layered('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

layered('a', { color: vars.color.text.link });

layered(':focus-visible', focusRing());

layered('::selection', {
  background: vars.color.highlight.solid,
  color: vars.color.highlight.onSolid,
});

// Motion is decoration here: respect the player's setting everywhere.
layered('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important' as 'auto',
    },
  },
});
