import type { RouterLinkProps } from '@lobby/ui';
import { Link } from 'react-router-dom';

/** react-router's Link with the `href` the design system's views use. */
export function RouterLink({ href, ...rest }: RouterLinkProps) {
  return <Link to={href} {...rest} />;
}
