import { type GameList, getGameList } from '@lobby/api';
import { type GameFixture, getCatalogue } from '@lobby/mocks';
import { gameTileOf } from '@lobby/view-models';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { storyPlatform } from '../../../stories/platform';
import type { GameTileItem } from '../GameTile/GameTile';
import { VendorGamesModal, type VendorGamesModalProps } from './VendorGamesModal';

// Games of the sandbox catalogue (fixed seed: the same every run).
const catalogue = getCatalogue();
const tileOf = (game: GameFixture): GameTileItem => ({
  id: String(game.gameId),
  name: game.gameName,
  iconUrl: game.showIcon,
  hot: game.isHot === 1,
  freeTrial: game.supportPlay === 0,
});
const slots = catalogue.games.filter((game) => game.vassalage === 'PG' && game.category === 'RNG').map(tileOf);

/** A stand-in for the site's container: pages of 24, the next one added on request. */
function PagedModal(props: VendorGamesModalProps) {
  const [count, setCount] = useState(24);
  return (
    <VendorGamesModal
      {...props}
      games={slots.slice(0, count)}
      hasMore={count < slots.length}
      onLoadMore={() => {
        props.onLoadMore?.();
        setCount((current) => current + 24);
      }}
    />
  );
}

/** The modal a story opens from the start, once its entry motion has finished. */
async function shownModal(name: string | RegExp = 'PG Soft') {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog.getAnimations()).toHaveLength(0));
  return dialog;
}

const meta = {
  title: 'Blocks/Games/VendorGamesModal',
  component: VendorGamesModal,
  args: {
    open: true,
    onOpenChange: fn(),
    vendorName: 'PG Soft',
    games: slots.slice(0, 24),
    status: 'ready',
    onPlay: fn(),
    onFreeTrial: fn(),
    onRetry: fn(),
    onLoadMore: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'ready', 'refreshing', 'error'] },
    games: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          "The popup game list: a vendor entry that stands for all of its games (`isGame: 'VASSALAGE'`, as the hot list's vendors are) opens them here instead of starting one game. It is the generic `Modal` named `gameListModal` (never closes on a background click, locks and restores the page's scroll, a full-screen sheet on phones) around a `GameGrid` named after the vendor: Play and, where the game offers one, Free trial on every tile. The list grows a page at a time (`hasMore`, `onLoadMore`, `loadingMore` keeps the button busy); `status` shows skeleton tiles while loading, Retry after a failure and \"No data\" for a vendor without games.",
      },
    },
  },
} satisfies Meta<typeof VendorGamesModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { games: slots.slice(0, 8), hasMore: true },
  // Not captured: at 375 px in Chinese the anti-aliased rounded corners of a few game tiles come
  // out a few shades differently from one run to the next (about 20 pixels, over the allowance),
  // in about half the runs; the other captures of this story were stable. The play function
  // still checks the modal.
  tags: ['no-visual'],
  play: async ({ args, userEvent }) => {
    const dialog = await shownModal();
    const list = within(dialog).getByRole('list', { name: 'PG Soft games' });
    await expect(list.children).toHaveLength(8);

    // Each tile plays its game; a game with a free trial offers it too.
    await userEvent.click(within(dialog).getByRole('button', { name: `Play ${slots[0]!.name}` }));
    await expect(args.onPlay).toHaveBeenCalledWith(slots[0]);
    const trial = slots.slice(0, 8).find((game) => game.freeTrial)!;
    await userEvent.click(within(dialog).getByRole('button', { name: `Free trial ${trial.name}` }));
    await expect(args.onFreeTrial).toHaveBeenCalledWith(trial);
    await expect(within(dialog).getByRole('button', { name: 'Show more games' })).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const ShowsMoreGames: Story = {
  render: (args) => <PagedModal {...args} />,
  play: async ({ args, userEvent }) => {
    const dialog = await shownModal();
    const list = within(dialog).getByRole('list', { name: 'PG Soft games' });
    await expect(list.children).toHaveLength(24);
    // The next page joins the list; the button stays while there is more.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show more games' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(list.children).toHaveLength(48));
    await expect(within(dialog).getByRole('button', { name: 'Show more games' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', games: [] },
  play: async () => {
    const dialog = await shownModal();
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Loading games…');
    await expect(dialog.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(dialog.querySelectorAll('li')).toHaveLength(24);
    await expect(within(dialog).queryByRole('button', { name: /^Play / })).toBeNull();
    await expect(within(dialog).queryByRole('button', { name: 'Show more games' })).toBeNull();
  },
};

export const LoadingMore: Story = {
  args: { hasMore: true, loadingMore: true },
  play: async ({ args, userEvent }) => {
    const dialog = await shownModal();
    const more = within(dialog).getByRole('button', { name: 'Show more games' });
    await expect(more).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(more);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { games: [], hasMore: false },
  play: async () => {
    const dialog = await shownModal();
    await expect(within(dialog).getByText('No data')).toBeVisible();
    await expect(within(dialog).queryByRole('list', { name: 'PG Soft games' })).toBeNull();
  },
};

export const ErrorWithRetry: Story = {
  args: { status: 'error', games: [], hasMore: true },
  play: async ({ args, userEvent }) => {
    const dialog = await shownModal();
    await expect(within(dialog).getByRole('alert')).toBeVisible();
    // Nothing to add a page to until the first one has come.
    await expect(within(dialog).queryByRole('button', { name: 'Show more games' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const ClosesByButtonAndEscape: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await shownModal();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // The story keeps it open (the host owns `open`): Escape asks the same.
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
  },
};

export const LongVendorName: Story = {
  args: {
    vendorName: 'Pragmatic Play Super Extended Mega Jackpot Slots Collection Deluxe Edition',
    games: slots
      .slice(0, 6)
      .map((game, index) =>
        index === 0 ? { ...game, name: `${game.name} Megaways Deluxe Extended Edition of the Ancient Gods` } : game,
      ),
  },
  play: async () => {
    const dialog = await shownModal(/Pragmatic Play Super Extended/);
    // The long title wraps inside the window instead of pushing it wider.
    const heading = within(dialog).getByRole('heading');
    await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(dialog.getBoundingClientRect().right);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

export const Chinese: Story = {
  args: { vendorName: 'PG电子', hasMore: true },
  globals: { locale: 'CN' },
  play: async ({ args, userEvent }) => {
    const dialog = await shownModal('PG电子');
    await expect(within(dialog).getByRole('list', { name: 'PG电子 游戏' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '显示更多游戏' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: `开始游戏 ${slots[0]!.name}` }));
    await expect(args.onPlay).toHaveBeenCalledWith(slots[0]);
  },
};

export const Mobile: Story = {
  args: { hasMore: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const dialog = await shownModal();
    // A full-screen sheet with two columns of tiles.
    const box = dialog.getBoundingClientRect();
    await expect(box.width).toBe(window.innerWidth);
    await expect(box.height).toBe(window.innerHeight);
    const list = within(dialog).getByRole('list', { name: 'PG Soft games' });
    await expect(getComputedStyle(list).gridTemplateColumns.split(' ')).toHaveLength(2);
  },
};

// The first page of PG Soft from the sandbox, fetched through the platform client as the site's container does.
const platform = storyPlatform();

export const FromThePlatform: Story = {
  parameters: { msw: { handlers: platform.handlers } },
  loaders: [async () => ({ list: await getGameList(platform.client, { vassalage: 'PG', pageNo: 1, pageSize: 24 }) })],
  render: (args, { loaded }) => {
    const list = loaded.list as GameList;
    // The site's mapping of a game to its tile.
    return <VendorGamesModal {...args} games={list.games.map(gameTileOf)} hasMore={list.pageNum < list.totalPages} />;
  },
  play: async () => {
    const dialog = await shownModal();
    await expect(within(dialog).getByRole('list', { name: 'PG Soft games' }).children).toHaveLength(24);
    await expect(within(dialog).getByRole('button', { name: 'Show more games' })).toBeVisible();
  },
};
