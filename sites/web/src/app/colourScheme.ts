import { useSyncExternalStore } from 'react';
import { brand } from '../brands';
import { applyTheme, type ColourScheme, colourSchemeKey } from './theme';

/** Whether the brand lets players switch between light and dark. */
export const colourSchemesOffered = brand.colourSchemes !== undefined;

// The look on the page is the one truth: `applyTheme` writes it on the root, whoever asked for it.
const root = () => document.documentElement;
const subscribe = (changed: () => void) => {
  const observer = new MutationObserver(changed);
  observer.observe(root(), { attributes: true, attributeFilter: ['data-lobby-scheme'] });
  return () => observer.disconnect();
};
const current = (): ColourScheme => (root().dataset.lobbyScheme === 'light' ? 'light' : 'dark');

/** The look the player sees now. */
export const useColourScheme = () => useSyncExternalStore(subscribe, current, current);

/** The player's light/dark choice: applied at once and remembered on this device. */
export async function setColourScheme(next: ColourScheme): Promise<void> {
  if (!colourSchemesOffered) return;
  try {
    localStorage.setItem(colourSchemeKey, next);
  } catch {
    // Storage refused (private mode): the choice holds for this visit.
  }
  await applyTheme(next);
}
