import { type GameList, getGameList } from '@lobby/api';
import { type GameFixture, getCatalogue } from '@lobby/mocks';
import { gameTileOf } from '@lobby/view-models';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { storyPlatform } from '../../../stories/platform';
import { GameTile, type GameTileItem, GameTileSkeleton } from './GameTile';

// Games of the sandbox catalogue (generated from a fixed seed, so every run is the same).
const catalogue = getCatalogue();
const tileOf = (game: GameFixture): GameTileItem => ({
  id: String(game.gameId),
  name: game.gameName,
  iconUrl: game.showIcon,
  hot: game.isHot === 1,
  freeTrial: game.supportPlay === 0,
});
const slotWithTrial = catalogue.games.find((game) => game.category === 'RNG' && game.supportPlay === 0)!;
const slotWithoutTrial = catalogue.games.find((game) => game.category === 'RNG' && game.supportPlay === 1)!;
const liveTable = catalogue.games.find((game) => game.category === 'LIVE')!;

const slot: GameTileItem = { ...tileOf(slotWithTrial), hot: true };

const meta = {
  title: 'Blocks/Games/GameTile',
  component: GameTile,
  args: { game: slot, aspect: 'square', onPlay: fn(), onFreeTrial: fn() },
  argTypes: {
    aspect: { control: 'inline-radio', options: ['square', 'landscape'] },
    game: { control: 'object' },
  },
  decorators: [(Story) => <div style={{ width: 180 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          "One game of a grid (header dropdown, the games pages). The art keeps one aspect ratio per category (square for slots, fishing and cards, 4:3 for live tables); the name stays on one line with an ellipsis and the full name shows on hover (tooltip) and, over the art, on hover and keyboard focus. Play, and Free trial when the game offers it (`supportPlay` 0), are separate buttons: on a pointer device they appear over the art on hover or focus, on a touch screen they always sit at its foot. `GameTileSkeleton` has exactly the tile's size for loading grids.",
      },
    },
  },
} satisfies Meta<typeof GameTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const play = canvas.getByRole('button', { name: `Play ${slot.name}` });
    // The actions wait under the art until the tile is hovered or focused.
    await expect(play).not.toBeVisible();
    await expect(canvas.getByText('HOT')).toBeVisible();

    // Keyboard: Play, then Free trial, each its own stop.
    await userEvent.tab();
    await expect(play).toHaveFocus();
    await waitFor(() => expect(play).toBeVisible());
    // Focus also shows the whole name over the art.
    const fullName = canvas.getByText(slot.name, { selector: 'p[aria-hidden="true"]' });
    await waitFor(() => expect(fullName).toBeVisible());
    await userEvent.keyboard('{Enter}');
    await expect(args.onPlay).toHaveBeenCalledWith(slot);
    await userEvent.tab();
    const trial = canvas.getByRole('button', { name: `Free trial ${slot.name}` });
    await expect(trial).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onFreeTrial).toHaveBeenCalledWith(slot);

    // Pointer.
    await userEvent.click(play);
    await expect(args.onPlay).toHaveBeenCalledTimes(2);
  },
};

export const PlayOnly: Story = {
  args: { game: { ...tileOf(slotWithoutTrial), hot: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: `Play ${slotWithoutTrial.gameName}` })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Free trial/ })).not.toBeInTheDocument();
    await expect(canvas.queryByText('HOT')).not.toBeInTheDocument();
  },
};

export const LiveTable: Story = {
  args: { game: tileOf(liveTable), aspect: 'landscape' },
  decorators: [(Story) => <div style={{ width: 240 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const art = canvasElement.querySelector('[data-aspect="landscape"] > div') as HTMLElement;
    const box = art.getBoundingClientRect();
    await expect(box.width / box.height).toBeCloseTo(4 / 3, 1);
  },
};

const longName: GameTileItem = {
  id: 'long',
  name: 'Legend of the Golden Dragon Emperor: Megaways Jackpot Deluxe Edition',
  iconUrl: slotWithTrial.showIcon,
  freeTrial: true,
};

export const LongName: Story = {
  args: { game: longName },
  play: async ({ canvas, userEvent }) => {
    const line = canvas.getByText(longName.name, { selector: 'p[title]' });
    // One line with an ellipsis; the tooltip carries the whole name.
    await expect(line).toHaveAttribute('title', longName.name);
    await expect(line.scrollWidth).toBeGreaterThan(line.clientWidth);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: `Play ${longName.name}` })).toHaveFocus();
  },
};

export const WithoutArt: Story = {
  args: { game: { id: 'no-art', name: 'Mystery Reels', freeTrial: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Mystery Reels', { selector: 'p[title]' })).toBeVisible();
    // The art falls back to a neutral placeholder instead of a broken image.
    await expect(canvasElement.querySelector('[data-status="error"]')).not.toBeNull();
  },
};

export const Chinese: Story = {
  args: { game: { ...slot, name: '金龙财富' } },
  globals: { locale: 'CN' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('热门')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '免费试玩 金龙财富' }));
    await expect(args.onFreeTrial).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: '开始游戏 金龙财富' })).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [(Story) => <div style={{ width: 163 }}>{Story()}</div>],
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Play ${slot.name}` }));
    await expect(args.onPlay).toHaveBeenCalledWith(slot);
  },
};

export const SkeletonMatchesTile: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 160px)', gap: 12, alignItems: 'start' }}>
      <GameTile {...args} data-testid="tile" />
      <GameTileSkeleton data-testid="skeleton" />
      <GameTile {...args} aspect="landscape" data-testid="live-tile" />
      <GameTileSkeleton aspect="landscape" data-testid="live-skeleton" />
    </div>
  ),
  decorators: [(Story) => Story()],
  play: async ({ canvas }) => {
    // Loading grids swap skeletons for tiles without moving anything.
    const height = (id: string) => canvas.getByTestId(id).getBoundingClientRect().height;
    await expect(height('skeleton')).toBeCloseTo(height('tile'), 0);
    await expect(height('live-skeleton')).toBeCloseTo(height('live-tile'), 0);
    await expect(height('live-tile')).toBeLessThan(height('tile'));
  },
};

// The sandbox's most popular fishing game, fetched through the platform client as a games page does.
const platform = storyPlatform();

export const FromThePlatform: Story = {
  parameters: { msw: { handlers: platform.handlers } },
  loaders: [
    async () => ({ list: await getGameList(platform.client, { vassalage: 'JILI', gameType: 'FISH', pageSize: 1 }) }),
  ],
  render: (args, { loaded }) => {
    // The site's mapping of a game to its tile.
    return <GameTile {...args} game={gameTileOf((loaded.list as GameList).games[0]!)} />;
  },
  play: async ({ canvas, userEvent, args }) => {
    const play = canvas.getByRole('button', { name: /^Play / });
    await userEvent.click(play);
    await expect(args.onPlay).toHaveBeenCalledTimes(1);
    const [game] = (args.onPlay as ReturnType<typeof fn>).mock.calls[0] as [GameTileItem];
    await expect(canvas.getByText(game.name, { selector: 'p[title]' })).toBeVisible();
  },
};

export const Favourite: Story = {
  args: { favorite: false, onToggleFavorite: fn() },
  play: async ({ canvas, userEvent, args }) => {
    // A signed-in player's heart, over the art and above the actions' veil.
    const heart = canvas.getByRole('button', { name: `Favourite ${slot.name}` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(heart).toBeVisible();
    await userEvent.click(heart);
    await expect(args.onToggleFavorite).toHaveBeenCalledWith(slot);
    await expect(args.onPlay).not.toHaveBeenCalled();
  },
};

export const FavouriteChosen: Story = {
  args: { favorite: true, onToggleFavorite: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: `Favourite ${slot.name}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const OutOfTheTabOrder: Story = {
  args: { tabbable: false, onToggleFavorite: fn() },
  play: async ({ canvas, userEvent }) => {
    // A grid that moves between tiles with the arrow keys keeps the others' buttons out of the Tab order.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: `Play ${slot.name}` })).not.toHaveFocus();
    for (const button of canvas.getAllByRole('button')) await expect(button).toHaveAttribute('tabindex', '-1');
  },
};
