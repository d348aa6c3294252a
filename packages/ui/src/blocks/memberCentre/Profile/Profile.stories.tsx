import {
  type Avatar,
  type MemberInfo,
  memberAvatarEndpoint,
  memberInfoEndpoint,
  memberPlayerInfoEndpoint,
  memberUpdateNicknameEndpoint,
  memberUpdateProfileEndpoint,
  memberUploadAvatarEndpoint,
  type PlayerInfo,
  type RegisterRules,
  systemRegisterSettingsEndpoint,
} from '@lobby/api';
import {
  currentAvatarOf,
  messengerInputsOf,
  profileDetailsOf,
  profileFailureOf,
  profileWritesOf,
  stockAvatarsAt,
} from '@lobby/view-models';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useEffect, useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { storyPlatform } from '../../../stories/platform';
import type { RegistrationFieldRule } from '../../accounts/validation';
import type { AvatarEditing, MessengerInput, ProfileChanges, ProfileDetails, ProfileResult } from '../profile';
import { Profile, type ProfileProps } from './Profile';

const stock = stockAvatarsAt('/avatars/');

const details: ProfileDetails = {
  username: 'demo_player',
  nickname: 'Lucky Player',
  email: 'de***@lobby.example',
  realName: 'Nguyen Van An',
  birthday: '1990-02-28',
  gender: 'female',
  messengers: { line: 'lucky_line' },
};

const nothingSet: ProfileDetails = {
  username: 'new_player',
  nickname: 'new_player',
  email: null,
  realName: null,
  birthday: null,
  gender: null,
  messengers: {},
};

const rule = (patternId: number, minLength: number, maxLength: number, acceptedPattern: string) =>
  ({
    enabled: true,
    required: false,
    patternId,
    minLength,
    maxLength,
    acceptedPattern,
  }) satisfies RegistrationFieldRule;

const messengers: MessengerInput[] = [
  { field: 'qqNum', rule: rule(2, 5, 12, '[0-9]+') },
  { field: 'line', rule: rule(11, 4, 30, '\\S+') },
  { field: 'whatsapp', rule: rule(2, 8, 15, '[0-9]+') },
];

const ok = async (): Promise<ProfileResult> => ({ ok: true });

const avatar = (overrides: Partial<AvatarEditing> = {}): AvatarEditing => ({
  src: '/avatars/avatar-07.svg',
  stockName: 'avatar-07',
  stock,
  onChooseStock: fn<(name: string) => Promise<ProfileResult>>(ok),
  onUpload: fn<(dataUrl: string) => Promise<ProfileResult>>(ok),
  ...overrides,
});

/** `YYYY-MM-DD` of today, `years` years back, in the browser's calendar. */
function yearsAgo(years: number, days = 0): string {
  const now = new Date();
  const day = new Date(now.getFullYear() - years, now.getMonth(), now.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** Gives a file input a file, as choosing one in the browser's picker does. */
function chooseFile(root: HTMLElement, file: File) {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** A small real PNG picture, drawn on a canvas. */
async function pngFile(): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 120;
  canvas.height = 80;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No canvas');
  context.fillStyle = '#2e86ab';
  context.fillRect(0, 0, 120, 80);
  context.fillStyle = '#f3a712';
  context.fillRect(40, 20, 40, 40);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('No picture');
  return new File([blob], 'me.png', { type: 'image/png' });
}

const meta = {
  title: 'Blocks/Member centre/Profile',
  component: Profile,
  args: {
    title: 'Profile',
    status: 'ready',
    details,
    avatar: avatar(),
    messengers,
    onRetry: fn(),
    onSave: fn<(changes: ProfileChanges) => Promise<ProfileResult>>(ok),
    onOpenSecurity: fn(),
  },
  argTypes: { details: { control: false }, avatar: { control: false }, messengers: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          "The member centre's profile page. The avatar section (when the merchant lets players change their avatar): the current avatar, the twelve stock avatars as a radio group (arrow keys move, the chosen one is marked, saved with its button), and the upload of a PNG or JPG picture of at most 5 MB, refused before anything is sent otherwise, cropped to a square in a dialog (drag and zoom) and sent as a 256 × 256 picture. The personal details: nickname, e-mail (read-only once bound, changed in the security centre), real name (the payee name of withdrawals, set once), birthday (21 or older), gender and the messengers the registration settings enable, checked by their registration rules. A save sends only what changed; a failure is said and keeps what was typed.",
      },
    },
  },
} satisfies Meta<typeof Profile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Profile' })).toBeVisible();
    const current = await canvas.findByRole('img', { name: 'Your avatar' });
    await expect(current).toHaveAttribute('src', '/avatars/avatar-07.svg');
    await waitFor(() => expect(current).toBeVisible());
    const grid = canvas.getByRole('radiogroup', { name: 'Choose an avatar' });
    await expect(within(grid).getAllByRole('radio')).toHaveLength(12);
    await expect(within(grid).getByRole('radio', { name: 'Avatar 7' })).toBeChecked();
    await expect(canvas.getByLabelText('Nickname')).toHaveValue('Lucky Player');
    await expect(canvas.getByLabelText('E-mail')).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText('Real name')).toHaveValue('Nguyen Van An');
    await expect(canvas.getByLabelText('Birthday')).toHaveValue('1990-02-28');
    await expect(canvas.getByRole('radio', { name: 'Female' })).toBeChecked();
    await expect(canvas.getByLabelText('LINE')).toHaveValue('lucky_line');
  },
};

export const Loading: Story = {
  args: { status: 'loading', details: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your profile')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Save changes' })).toBeNull();
  },
};

export const ErrorWithRetry: Story = {
  args: { status: 'error', details: undefined },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 4, name: 'Your profile could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Nothing given yet: e-mail and real name can be typed, no birthday or gender, the default avatar. */
export const NothingSetYet: Story = {
  args: { details: nothingSet, avatar: avatar({ src: null, stockName: null }) },
  play: async ({ canvas, args, userEvent }) => {
    await expect(await canvas.findByRole('img', { name: 'Your avatar' })).toHaveAttribute('data-default-avatar');
    await expect(canvas.getByLabelText('E-mail')).not.toHaveAttribute('readonly');
    await expect(canvas.getByLabelText('Real name')).not.toHaveAttribute('readonly');
    // Nothing chosen yet: nothing to use.
    await expect(canvas.getByRole('button', { name: 'Use this avatar' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(canvas.getByLabelText('E-mail'), 'new@lobby.example');
    await userEvent.type(canvas.getByLabelText('Real name'), 'Pham Minh Chau');
    await userEvent.click(canvas.getByRole('radio', { name: 'Prefer not to say' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    // Only what changed is sent.
    await expect(args.onSave).toHaveBeenCalledWith({
      email: 'new@lobby.example',
      realName: 'Pham Minh Chau',
      gender: 'unspecified',
    });
    await expect(await canvas.findByText('Profile saved')).toBeVisible();
  },
};

/** Choosing a stock avatar, with the pointer and with the arrow keys, and saving it. */
export const ChooseStockAvatar: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const grid = canvas.getByRole('radiogroup', { name: 'Choose an avatar' });
    await userEvent.click(within(grid).getByRole('radio', { name: 'Avatar 3' }));
    await expect(within(grid).getByRole('radio', { name: 'Avatar 3' })).toBeChecked();
    // Radix chooses on focus while an arrow key is held down.
    const fourth = within(grid).getByRole('radio', { name: 'Avatar 4' });
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() => expect(fourth).toHaveFocus());
    await userEvent.keyboard('{/ArrowRight}');
    await expect(fourth).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Use this avatar' }));
    await expect(args.avatar?.onChooseStock).toHaveBeenCalledWith('avatar-04');
    await expect(await canvas.findByText('Avatar saved')).toBeVisible();
  },
};

/** A picture of the wrong kind or over 5 MB is refused before anything is sent. */
export const UploadRefused: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    chooseFile(canvasElement, new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Choose a PNG or JPG picture.');
    chooseFile(canvasElement, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(canvas.getAllByRole('alert')[0]).toHaveTextContent(
        'This picture is larger than 5 MB. Choose a smaller one.',
      ),
    );
    await expect(screen.queryByRole('dialog', { name: 'Crop your picture' })).toBeNull();
    await expect(args.avatar?.onUpload).not.toHaveBeenCalled();
  },
};

/** What the upload story's host received. */
let uploaded: string | null = null;

/** A PNG picture cropped to a square and sent as a 256 × 256 PNG. */
export const UploadAndCrop: Story = {
  tags: ['no-visual'],
  args: {
    avatar: avatar({
      onUpload: fn(async (dataUrl: string): Promise<ProfileResult> => {
        uploaded = dataUrl;
        return { ok: true };
      }),
    }),
  },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    uploaded = null;
    chooseFile(canvasElement, await pngFile());
    const dialog = await screen.findByRole('dialog', { name: 'Crop your picture' });
    await waitFor(() => expect(within(dialog).getByRole('group', { name: /^Picture to crop/ })).toBeVisible());
    await expect(within(dialog).getByRole('slider', { name: 'Zoom' })).toHaveValue('1');
    const confirm = within(dialog).getByRole('button', { name: 'Use this picture' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    await waitFor(() => expect(args.avatar?.onUpload).toHaveBeenCalledOnce());
    await expect(uploaded).toMatch(/^data:image\/png;base64,/);
    const image = new Image();
    image.src = uploaded ?? '';
    await image.decode();
    await expect([image.naturalWidth, image.naturalHeight]).toEqual([256, 256]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Crop your picture' })).toBeNull());
    await expect(await canvas.findByText('Avatar saved')).toBeVisible();
  },
};

/** A failed avatar save says why and offers to try again. */
export const AvatarSaveFailed: Story = {
  args: {
    avatar: avatar({
      onChooseStock: fn<(name: string) => Promise<ProfileResult>>(async () => ({
        ok: false,
        error: 'Network abnormal',
      })),
    }),
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Avatar 1' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Use this avatar' }));
    await expect(await canvas.findByText('Network abnormal')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(args.avatar?.onChooseStock).toHaveBeenCalledTimes(2));
    await expect(args.avatar?.onChooseStock).toHaveBeenLastCalledWith('avatar-01');
  },
};

/** Under 21 is refused under the field, and nothing is sent; 21 today is accepted. */
export const UnderAgeBirthday: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const birthday = canvas.getByLabelText('Birthday');
    await userEvent.clear(birthday);
    await userEvent.type(birthday, yearsAgo(21, 1));
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByText('You must be at least 21 years old')).toBeVisible();
    await expect(birthday).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.clear(birthday);
    await userEvent.type(birthday, yearsAgo(21));
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(args.onSave).toHaveBeenCalledWith({ birthday: yearsAgo(21) });
  },
};

/** A messenger account that breaks its registration rule is refused with the rule's words. */
export const MessengerRule: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('QQ'), '12ab');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByText(/5 - 12/)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A failed save says why and keeps everything typed. */
export const FailedSaveKeepsTyping: Story = {
  args: {
    onSave: fn<(changes: ProfileChanges) => Promise<ProfileResult>>(async () => ({
      ok: false,
      error: 'Network abnormal',
    })),
  },
  play: async ({ canvas, args, userEvent }) => {
    const nickname = canvas.getByLabelText('Nickname');
    await userEvent.clear(nickname);
    await userEvent.type(nickname, 'Ace of Spades');
    await userEvent.click(canvas.getByRole('radio', { name: 'Male' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(args.onSave).toHaveBeenCalledWith({ nickname: 'Ace of Spades', gender: 'male' });
    await expect(await canvas.findByText('Network abnormal')).toBeVisible();
    await expect(nickname).toHaveValue('Ace of Spades');
    await expect(canvas.getByRole('radio', { name: 'Male' })).toBeChecked();
  },
};

/** A bound e-mail is changed in the security centre. */
export const BoundEmail: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByLabelText('E-mail')).toHaveValue('de***@lobby.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Change e-mail in the security centre' }));
    await expect(args.onOpenSecurity).toHaveBeenCalledOnce();
  },
};

/** Where the merchant does not let players change their avatar, there is no avatar section. */
export const WithoutAvatarSection: Story = {
  args: { avatar: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: 'Avatar' })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 4, name: 'Personal information' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    details: {
      ...details,
      username: 'player_with_an_exceptionally_long_username_0123456789',
      nickname: 'Ace of Spades 2025',
      email: 'an***@a-very-long-subdomain.of-an-example-domain-name.example',
      realName: 'Nguyen Thi Phuong Thao Hoang Anh Minh Chau Bao Ngoc',
      messengers: { line: 'a_line_account_name_that_is_long' },
    },
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Real name')).toHaveValue('Nguyen Thi Phuong Thao Hoang Anh Minh Chau Bao Ngoc');
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeVisible();
  },
};

export const Chinese: Story = {
  args: { title: '个人资料' },
  globals: { locale: 'CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: '个人资料' })).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: '选择头像' })).toBeVisible();
    await expect(canvas.getByLabelText('真实姓名')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '女' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: '保存修改' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Choose an avatar' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upload a picture' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeVisible();
  },
};

// demo_player in the sandbox: the details mapped by the site's view models,
// a stock avatar and a birthday saved through the platform calls.
const platform = storyPlatform({ user: 'demo_player' });
const { client } = platform;

interface Loaded {
  member: MemberInfo;
  info: PlayerInfo;
  avatar: Avatar;
  rules: RegisterRules;
}

function SandboxProfile(args: ProfileProps) {
  const [data, setData] = useState<Loaded>();
  const reload = useCallback(async () => {
    const [member, info, avatar, rules] = await Promise.all([
      client.call(memberInfoEndpoint),
      client.call(memberPlayerInfoEndpoint),
      client.call(memberAvatarEndpoint),
      client.call(systemRegisterSettingsEndpoint),
    ]);
    setData({ member, info, avatar, rules });
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  const attempt = async (write: () => Promise<unknown>): Promise<ProfileResult> => {
    try {
      await write();
      await reload();
      return { ok: true };
    } catch (error) {
      return profileFailureOf(error, (key) => key);
    }
  };
  return (
    <Profile
      {...args}
      status={data ? 'ready' : 'loading'}
      {...(data
        ? {
            details: profileDetailsOf(data.member, data.info),
            avatar: {
              ...currentAvatarOf(data.avatar, stock),
              stock,
              onChooseStock: (name) =>
                attempt(() => client.call(memberUploadAvatarEndpoint, { avatar: name, avatarType: 'STATIC' })),
              onUpload: (dataUrl) =>
                attempt(() => client.call(memberUploadAvatarEndpoint, { avatar: dataUrl, avatarType: 'CUSTOM' })),
            },
          }
        : { details: undefined, avatar: undefined })}
      messengers={messengerInputsOf(data?.rules)}
      onSave={(changes) =>
        attempt(async () => {
          const { nickname, update } = profileWritesOf(changes);
          if (update) await client.call(memberUpdateProfileEndpoint, update);
          if (nickname !== null) await client.call(memberUpdateNicknameEndpoint, { nickname });
        })
      }
    />
  );
}

export const FromTheSandbox: Story = {
  tags: ['no-visual'],
  render: (args) => <SandboxProfile {...args} />,
  parameters: { msw: { handlers: platform.handlers } },
  play: async ({ canvas, userEvent }) => {
    // demo_player's stock avatar is the seventh; the messengers registration enables are there.
    const grid = await canvas.findByRole('radiogroup', { name: 'Choose an avatar' });
    await expect(within(grid).getByRole('radio', { name: 'Avatar 7' })).toBeChecked();
    await expect(canvas.getByLabelText('LINE')).toBeVisible();
    await expect(canvas.queryByLabelText('WeChat')).toBeNull();

    await userEvent.click(within(grid).getByRole('radio', { name: 'Avatar 2' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Use this avatar' }));
    await expect(await canvas.findByText('Avatar saved')).toBeVisible();
    await expect(platform.sandbox.account('demo_player').avatar).toBe('avatar-02');

    await userEvent.type(canvas.getByLabelText('Birthday'), '1992-11-05');
    await userEvent.click(canvas.getByRole('radio', { name: 'Male' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByText('Profile saved')).toBeVisible();
    await expect(platform.sandbox.account('demo_player').profile).toMatchObject({
      birthday: '1992-11-05',
      gender: 'M',
    });
  },
};
