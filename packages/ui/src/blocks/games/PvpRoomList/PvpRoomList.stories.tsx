import { gamesPvpRoomsEndpoint, type PvpRoom } from '@lobby/api';
import { getCatalogue } from '@lobby/mocks';
import { pvpRoomItemsOf } from '@lobby/view-models';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyPlatform } from '../../../stories/platform';
import { formatMoney } from '../../shell/Balance/formatMoney';
import { type PvpRoomItem, PvpRoomList } from './PvpRoomList';

// Card tables of the sandbox catalogue (fixed seed: the same every run).
const catalogue = getCatalogue();
const rooms: PvpRoomItem[] = catalogue.pvpRooms.slice(0, 6).map((room) => ({
  id: String(room.roomId),
  name: room.roomName,
  gameName: catalogue.index.gameById.get(room.gameId)?.gameName ?? '',
  level: room.level,
  seats: room.maxPlayers,
  minBalance: formatMoney(room.minBalance),
  online: room.onlinePlayers,
}));
const first = rooms[0]!;

const meta = {
  title: 'Blocks/Games/PvpRoomList',
  component: PvpRoomList,
  args: { rooms, status: 'ready', onJoin: fn(), onRetry: fn() },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'ready', 'refreshing', 'error'] } },
  parameters: {
    docs: {
      description: {
        component:
          'The open tables of the card games page: the game, the room and its level, the seats at the table, the balance a player needs to sit down and how many are online, with Join on each (the site launches the room by its id; a visitor logs in first).',
      },
    },
  },
} satisfies Meta<typeof PvpRoomList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('region', { name: 'Tables' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(rooms.length);
    await expect(canvas.getAllByText('Seats')[0]).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: new RegExp(`^Join ${first.gameName}`) })[0]!);
    await expect(args.onJoin).toHaveBeenCalledWith(first);
  },
};

export const Loading: Story = {
  args: { status: 'loading', rooms: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the tables…');
  },
};

export const Empty: Story = {
  args: { rooms: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No tables are open')).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  args: { status: 'error', rooms: [] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the tables');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongNames: Story = {
  args: {
    rooms: [
      {
        ...first,
        gameName: 'Texas Hold’em Championship Deluxe Edition of the Grand Masters',
        name: 'VIP Lounge of the Very Long Names',
      },
    ],
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('listitem');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

export const Chinese: Story = {
  args: { rooms: [{ ...first, gameName: '抢庄牛牛', name: '初级场', level: '初级' }] },
  globals: { locale: 'CN' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('region', { name: '牌桌' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^加入 抢庄牛牛/ }));
    await expect(args.onJoin).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(getComputedStyle(list).gridTemplateColumns.split(' ')).toHaveLength(1);
  },
};

// The sandbox's tables (a signed-in player's call), fetched through the platform client and mapped as the site maps them.
const platform = storyPlatform({ user: 'demo_player' });

export const FromThePlatform: Story = {
  parameters: { msw: { handlers: platform.handlers } },
  loaders: [async () => ({ rooms: await platform.client.call(gamesPvpRoomsEndpoint, { vassalage: 'KM' }) })],
  render: (args, { loaded }) => {
    const known = new Map(catalogue.games.map((game) => [String(game.gameId), game]));
    return (
      <PvpRoomList
        {...args}
        rooms={pvpRoomItemsOf(
          loaded.rooms as PvpRoom[],
          (id) => known.get(id),
          (amount) => formatMoney(amount),
        )}
      />
    );
  },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByRole('button', { name: /^Join / })).length).toBeGreaterThan(0);
  },
};
