// The merchant theme validator, in its own chunk: only JSON-themed brands load it.
export { applyMerchantTheme, parseMerchantTheme } from '@lobby/ui';
