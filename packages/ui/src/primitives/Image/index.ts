export type { CdnProviderProps } from './CdnProvider';
export { CdnProvider, useCdnPool } from './CdnProvider';
export type { CdnPool, CdnPoolOptions } from './cdnPool';
export { createCdnPool } from './cdnPool';
export type { ImageProps, ImageStatus } from './Image';
export { Image } from './Image';
