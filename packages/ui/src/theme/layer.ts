import type { GlobalStyleRule, StyleRule } from '@vanilla-extract/css';
import { componentsLayer } from './layers.css';

/**
 * Puts a component rule in the components layer, so that a merchant's own
 * unlayered CSS always wins over the design system without `!important`.
 */
export function inComponents(rule: StyleRule): StyleRule {
  return { '@layer': { [componentsLayer]: rule } } as StyleRule;
}

export function globalInComponents(rule: GlobalStyleRule): GlobalStyleRule {
  return { '@layer': { [componentsLayer]: rule } } as GlobalStyleRule;
}
