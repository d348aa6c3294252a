import { vars } from './contract.css';

/**
 * The keyboard focus ring, the same on every control: a 2 px line in the
 * focus colour. It sits `offset` outside the element (2 px by default); give a
 * negative offset where the ring would be clipped, such as rows or tabs that
 * fill a scrolling box edge to edge. Use it under `'&:focus-visible'`.
 */
export function focusRing(offset = '2px') {
  return { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: offset };
}
