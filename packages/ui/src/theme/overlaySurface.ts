import { vars } from './contract.css';

export interface OverlaySurfaceOptions {
  /** Corner radius from the radius tokens; square when left out (full-screen sheets, or corners set per side). */
  radius?: keyof typeof vars.radius;
  /**
   * A 1 px subtle border. Layers that float beside their trigger over the page
   * (popovers, menus, lists) have one; layers over a backdrop do not.
   */
  border?: boolean;
  /** Elevation; `lg` (the top step) unless the layer is small, like a tooltip. */
  shadow?: keyof typeof vars.shadow;
}

/**
 * The paint of every overlay (dialogs, sheets, drawers, toasts, popovers,
 * menus, hover cards, dropdown lists): the overlay surface, primary text, the
 * shadow of the top elevation and, as asked, a border and a radius. Layout,
 * motion and focus stay with each component.
 */
export function overlaySurface({ radius, border = false, shadow = 'lg' }: OverlaySurfaceOptions = {}) {
  return {
    background: vars.color.surface.overlay,
    color: vars.color.text.primary,
    ...(border ? { border: `1px solid ${vars.color.border.subtle}` } : {}),
    ...(radius ? { borderRadius: vars.radius[radius] } : {}),
    boxShadow: vars.shadow[shadow],
  };
}
