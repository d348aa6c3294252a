import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Link, LinkProvider, type RouterLinkProps } from './Link';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { href: '/promotions', children: 'Promotions' },
  parameters: {
    docs: {
      description: {
        component:
          'Navigation for views that must not import a router. The site wraps the app in `LinkProvider` with its router link, so internal paths change the route without a page load; `external` links open in a new window with `noopener noreferrer` (security rule: external windows never get a handle on the site).',
      },
    },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Promotions' })).toHaveAttribute('href', '/promotions');
  },
};

export const External: Story = {
  args: { href: 'https://example.com/terms', external: true, children: 'Responsible gaming' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Responsible gaming' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

// Stands in for react-router's Link: handles the click itself instead of loading a page.
function FakeRouterLink({ href, onClick, ...rest }: RouterLinkProps) {
  return (
    <a
      href={href}
      data-router-link=""
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
      }}
      {...rest}
    />
  );
}

export const ThroughTheRouter: Story = {
  args: { onClick: fn() },
  decorators: [(Story) => <LinkProvider component={FakeRouterLink}>{Story()}</LinkProvider>],
  play: async ({ canvas, userEvent, args }) => {
    const link = canvas.getByRole('link', { name: 'Promotions' });
    await expect(link).toHaveAttribute('data-router-link');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledTimes(2);
    // The router handled both: the story's page did not navigate away.
    await expect(canvas.getByRole('link', { name: 'Promotions' })).toBeInTheDocument();
  },
};

export const Chinese: Story = {
  args: { children: '优惠活动' },
  globals: { locale: 'CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '优惠活动' })).toBeVisible();
  },
};
