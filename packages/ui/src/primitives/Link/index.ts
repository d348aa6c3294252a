export type { LinkProps, LinkProviderProps, RouterLinkProps } from './Link';
export { Link, LinkProvider } from './Link';
