import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inbox, Settings, Star } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { CenterPanel, type CenterPanelEntry, type CenterPanelProps } from './CenterPanel';

type Page = 'inbox' | 'favourites' | 'settings';

const entries: CenterPanelEntry<Page>[] = [
  { page: 'inbox', label: 'Inbox', icon: <Inbox size={20} />, count: 4, countLabel: '4 unread messages' },
  { page: 'favourites', label: 'Favourites', icon: <Star size={20} /> },
  { page: 'settings', label: 'Settings', icon: <Settings size={20} /> },
];

function Host({ page: initial, onPageChange, ...props }: CenterPanelProps<Page>) {
  const [page, setPage] = useState(initial);
  return (
    <CenterPanel<Page>
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        onPageChange(next);
      }}
    >
      <p style={{ margin: 0 }}>The {page} page.</p>
    </CenterPanel>
  );
}

const meta = {
  title: 'Blocks/Panels/CenterPanel',
  component: CenterPanel,
  render: (args) => <Host {...(args as CenterPanelProps<Page>)} />,
  args: {
    name: 'examplePanel',
    open: true,
    title: 'Example center',
    menuLabel: 'Example sections',
    loadingLabel: 'Loading…',
    entries,
    page: 'inbox',
    status: 'ready',
    openDelay: 0,
    onClose: fn(),
    onPageChange: fn(),
  },
  argTypes: { entries: { control: false }, children: { control: false } },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The shell behind `MemberCenterPanel` and `AgentCenterPanel`: the generic `Modal` with a menu of entries (icon, label, optional count badge) beside the page the host renders, a scrolling row above it on phones. Entries are buttons with `aria-current="page"` on the current one; the arrow keys, Home and End move between them. `status` is the `AsyncStatus`: `loading` shows placeholders, `error` a retry. Use the two panels; reach for this only for a new panel of the same kind.',
      },
    },
  },
} satisfies Meta<typeof CenterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Example center' });
    await waitFor(() => expect(dialog).toBeVisible());
    const inbox = within(dialog).getByRole('button', { name: 'Inbox 4 unread messages' });
    await waitFor(() => expect(inbox).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    const settings = within(dialog).getByRole('button', { name: 'Settings' });
    await expect(settings).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith('settings');
    await expect(within(dialog).getByRole('region', { name: 'Settings' })).toHaveTextContent('The settings page.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Favourites' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith('favourites');
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Example center' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Loading…');
    await expect(within(dialog).queryByRole('navigation')).toBeNull();
  },
};
