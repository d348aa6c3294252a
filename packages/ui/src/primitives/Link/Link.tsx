import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  type ReactNode,
  type Ref,
  useContext,
} from 'react';

export interface RouterLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

const LinkComponentContext = createContext<ComponentType<RouterLinkProps> | null>(null);

export interface LinkProviderProps {
  /**
   * The host router's link, adapted to take `href` (e.g. react-router's
   * `<Link to>`), so views navigate without a full page load.
   */
  component: ComponentType<RouterLinkProps>;
  children?: ReactNode;
}

/** Lets design-system views render the site's router links without importing a router. */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkComponentContext.Provider value={component}>{children}</LinkComponentContext.Provider>;
}

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /**
   * Opens in a new window with `noopener` (external pages, app downloads).
   * External links never go through the router.
   */
  external?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A navigation link. Internal paths use the router link given to
 * `LinkProvider` (plain `<a>` without one); external ones open safely in a new
 * window.
 */
export function Link({ href, external = false, rel, target, ...rest }: LinkProps) {
  const RouterLink = useContext(LinkComponentContext);
  if (external) {
    return <a href={href} target={target ?? '_blank'} rel={rel ?? 'noopener noreferrer'} {...rest} />;
  }
  if (RouterLink) return <RouterLink href={href} rel={rel} target={target} {...rest} />;
  return <a href={href} rel={rel} target={target} {...rest} />;
}
