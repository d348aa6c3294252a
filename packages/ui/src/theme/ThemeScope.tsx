import { type CSSProperties, createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { type MerchantTheme, type ShippedThemeName, themeOverrideStyle } from './runtimeTheme';

interface ThemeScopeValue {
  /** Where overlays of this subtree render, so they keep its theme. */
  portalContainer: HTMLElement | null;
}

const ThemeScopeContext = createContext<ThemeScopeValue>({ portalContainer: null });

export interface ThemeScopeProps {
  /** A shipped theme by name, or a validated merchant theme. */
  theme: ShippedThemeName | MerchantTheme;
  children?: ReactNode;
  className?: string;
}

/**
 * Themes a subtree: sets the theme attribute and any merchant overrides on a
 * wrapper, and gives overlays (dialogs, menus, toasts) a container inside it
 * so that portalled content carries the same theme.
 */
export function ThemeScope({ theme, children, className }: ThemeScopeProps) {
  const [portalContainer, setPortalContainer] = useState<HTMLDivElement | null>(null);
  const name = typeof theme === 'string' ? theme : theme.extends;
  const style = useMemo(
    () => (typeof theme === 'string' ? undefined : (themeOverrideStyle(theme.tokens) as CSSProperties)),
    [theme],
  );
  const value = useMemo(() => ({ portalContainer }), [portalContainer]);
  return (
    <div data-lobby-theme={name} style={style} className={className}>
      <ThemeScopeContext.Provider value={value}>{children}</ThemeScopeContext.Provider>
      <div ref={setPortalContainer} data-lobby-portals="" />
    </div>
  );
}

/** The container overlays should portal into; `undefined` means document.body. */
export function usePortalContainer(): HTMLElement | undefined {
  return useContext(ThemeScopeContext).portalContainer ?? undefined;
}
