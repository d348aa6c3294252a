// Theme: contract, runtime restyle, contrast tools. Theme CSS itself lives in
// the per-theme entry points (`@lobby/ui/themes/dark`, …).

// Primitives
export * from './primitives/Button';
export * from './primitives/Spinner';
export * from './primitives/Toast';
export * from './primitives/VisuallyHidden';
export * from './provider';
export * from './theme';
