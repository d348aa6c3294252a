import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, waitFor } from 'storybook/test';
import { Avatar, defaultAvatarSrc } from './Avatar';
import player from './fixtures/player.svg';

const avatarRequest = fn();

/** An avatar host that has lost every picture. */
const brokenAvatars = http.get('https://avatars.lobby.test/*', ({ request }) => {
  avatarRequest(request.url);
  return new HttpResponse(null, { status: 404 });
});

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { src: player, name: 'lucky_tiger', size: 'lg', fallback: 'default', decorative: false },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
    fallback: { control: 'inline-radio', options: ['default', 'initials'] },
  },
  beforeEach: () => {
    avatarRequest.mockClear();
  },
  parameters: {
    docs: {
      description: {
        component:
          'A member\'s picture in a circle (top bar, avatar menu, member centre), on Radix Avatar. Named "Avatar of {name}". A missing or failing picture falls back to the default avatar image ("Avatar load failure falls back to default avatar"); `fallback="initials"` shows the name\'s initials instead where a design asks for them. `decorative` hides it from screen readers when the name is written beside it.',
      },
    },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const image = await canvas.findByRole('img', { name: 'Avatar of lucky_tiger' });
    await expect(image).toHaveAttribute('src', args.src);
    await expect(image).not.toHaveAttribute('data-default-avatar');
    await expect(image.getBoundingClientRect().width).toBe(48);
  },
};

/** A picture that fails to load is replaced by the default avatar, after one request. */
export const BrokenShowsDefaultAvatar: Story = {
  args: { src: 'https://avatars.lobby.test/members/1001.png' },
  parameters: { msw: { handlers: [brokenAvatars] } },
  play: async ({ canvas, args }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Avatar of lucky_tiger' })).toHaveAttribute('src', defaultAvatarSrc),
    );
    const image = canvas.getByRole('img', { name: 'Avatar of lucky_tiger' });
    await expect(image).toHaveAttribute('data-default-avatar');
    await waitFor(() => expect(image).toBeVisible());
    await expect(avatarRequest).toHaveBeenCalledWith(args.src);
    await expect(image.closest('[data-status]')).toHaveAttribute('data-status', 'error');
  },
};

/** No picture set (`avatar` empty in member info): the default avatar at once, no request. */
export const NoPicture: Story = {
  args: { src: null },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Avatar of lucky_tiger' });
    await expect(image).toHaveAttribute('src', defaultAvatarSrc);
    await expect(avatarRequest).not.toHaveBeenCalled();
  },
};

export const Initials: Story = {
  args: { src: 'https://avatars.lobby.test/members/1002.png', fallback: 'initials' },
  parameters: { msw: { handlers: [brokenAvatars] } },
  play: async ({ canvas }) => {
    const avatar = await canvas.findByRole('img', { name: 'Avatar of lucky_tiger' });
    await expect(avatar).toHaveTextContent('LT');
    await expect(avatar.tagName).toBe('SPAN');
    await waitFor(() => expect(canvas.getByText('LT')).toBeVisible());
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Avatar {...args} size="sm" name="Small" />
      <Avatar {...args} size="md" name="Medium" />
      <Avatar {...args} size="lg" name="Large" />
      <Avatar {...args} size="xl" name="Extra large" />
      <Avatar {...args} src={null} fallback="initials" size="sm" name="Nguyen An" />
      <Avatar {...args} src={null} fallback="initials" size="md" name="Nguyen An" />
      <Avatar {...args} src={null} fallback="initials" size="lg" name="Nguyen An" />
      <Avatar {...args} src={null} fallback="initials" size="xl" name="Nguyen An" />
    </div>
  ),
  play: async ({ canvas }) => {
    const expected = { Small: 32, Medium: 40, Large: 48, 'Extra large': 72 };
    for (const [name, width] of Object.entries(expected)) {
      const image = await canvas.findByRole('img', { name: `Avatar of ${name}` });
      const box = image.closest('[data-status]')!.getBoundingClientRect();
      await expect(box.width).toBe(width);
      await expect(box.height).toBe(width);
    }
    const initials = canvas.getAllByRole('img', { name: 'Avatar of Nguyen An' });
    await expect(initials.map((avatar) => avatar.getBoundingClientRect().width)).toEqual([32, 40, 48, 72]);
  },
};

/** Next to the written nickname the avatar is decoration: screen readers read the name once. */
export const Decorative: Story = {
  args: { decorative: true, size: 'md' },
  render: (args) => (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <Avatar {...args} />
      <span>{args.name}</span>
    </span>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('lucky_tiger')).toBeVisible();
  },
};

export const Chinese: Story = {
  args: { src: null, name: '张伟', fallback: 'initials' },
  globals: { locale: 'CN' },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: '张伟 的头像' });
    await expect(avatar).toHaveTextContent('张');
  },
};

export const ChineseDefaultAvatar: Story = {
  args: { src: null, name: '张伟' },
  globals: { locale: 'CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '张伟 的头像' })).toHaveAttribute('src', defaultAvatarSrc);
  },
};
