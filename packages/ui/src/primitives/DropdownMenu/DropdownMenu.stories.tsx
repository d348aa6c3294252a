import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChevronDown, Globe, Headset, LogOut, Mail, UserRound } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { DropdownMenu } from './DropdownMenu';

interface AvatarMenuProps {
  nickname: string;
  memberId: string;
  rank: string;
  unread: number;
  /** Labels in the interface language. */
  labels?: {
    memberCenter: string;
    mailbox: string;
    customerService: string;
    signOut: string;
    id: string;
    unread: (count: number) => string;
  };
  onMemberCenter: () => void;
  onMailbox: () => void;
  onCustomerService: () => void;
  onSignOut: () => void;
}

const english = {
  memberCenter: 'Member center',
  mailbox: 'Mailbox',
  customerService: 'Customer service',
  signOut: 'Sign out',
  id: 'ID',
  unread: (count: number) => `${count} unread`,
};

/** The header's avatar menu. */
function AvatarMenu({
  nickname,
  memberId,
  rank,
  unread,
  labels = english,
  onMemberCenter,
  onMailbox,
  onCustomerService,
  onSignOut,
}: AvatarMenuProps) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" endIcon={<ChevronDown aria-hidden size={16} />}>
          {nickname}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        <DropdownMenu.Header>
          <UserRound aria-hidden size={32} />
          <div style={{ display: 'grid', gap: 2, minWidth: 0 }}>
            <strong>{nickname}</strong>
            <span style={{ fontSize: '0.75rem' }}>
              {labels.id}: {memberId} · {rank}
            </span>
          </div>
        </DropdownMenu.Header>
        <DropdownMenu.Item icon={<UserRound aria-hidden size={18} />} onSelect={onMemberCenter}>
          {labels.memberCenter}
        </DropdownMenu.Item>
        <DropdownMenu.Item
          icon={<Mail aria-hidden size={18} />}
          trailing={
            unread > 0 ? (
              <>
                <span aria-hidden>{unread}</span>
                <VisuallyHidden>({labels.unread(unread)})</VisuallyHidden>
              </>
            ) : undefined
          }
          onSelect={onMailbox}
        >
          {labels.mailbox}
        </DropdownMenu.Item>
        <DropdownMenu.Item icon={<Headset aria-hidden size={18} />} onSelect={onCustomerService}>
          {labels.customerService}
        </DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item tone="danger" icon={<LogOut aria-hidden size={18} />} onSelect={onSignOut}>
          {labels.signOut}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

const meta = {
  title: 'Primitives/DropdownMenu',
  component: AvatarMenu,
  args: {
    nickname: 'LuckyTiger88',
    memberId: '10238841',
    rank: 'VIP 3',
    unread: 2,
    onMemberCenter: fn(),
    onMailbox: fn(),
    onCustomerService: fn(),
    onSignOut: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'A menu of actions opened from a button, built on Radix DropdownMenu: `Root`, `Trigger`, `Content`, `Item` (optional `icon`, `trailing` and `tone="danger"`), `Header` (non-interactive details on top), `Label`, `Group`, `Separator`, `CheckboxItem`, `RadioGroup`/`RadioItem` and `Sub`/`SubTrigger`/`SubContent`. Shown here as the header\'s avatar menu (nickname, ID and rank on top, then member center, mailbox, customer service and sign out). Click, Enter, Space or ArrowDown opens it; arrow keys and typing a letter move between items; Escape closes it and focus returns to the trigger.',
      },
    },
  },
} satisfies Meta<typeof AvatarMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'LuckyTiger88' });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    // The details on top are information, not items.
    const names = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    await expect(names).toEqual(['Member center', 'Mailbox2(2 unread)', 'Customer service', 'Sign out']);
    // The count is spoken with its meaning, not as a bare number.
    await expect(within(menu).getByRole('menuitem', { name: 'Mailbox (2 unread)' })).toBeInTheDocument();
    await expect(within(menu).getByText('ID: 10238841 · VIP 3')).toBeVisible();

    await userEvent.click(within(menu).getByRole('menuitem', { name: /Mailbox/ }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(args.onMailbox).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveFocus();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'LuckyTiger88' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await waitFor(() => expect(items[0]).toHaveFocus());
    // Arrow keys move between items, Home and End jump to the ends, a letter to the matching item.
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(items[3]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(items[0]).toHaveFocus();
    await userEvent.keyboard('s');
    await waitFor(() => expect(items[3]).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveFocus();

    // Space opens as well; Escape closes without choosing.
    await userEvent.keyboard(' ');
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onMemberCenter).not.toHaveBeenCalled();
  },
};

export const OutsideClickCloses: Story = {
  play: async ({ canvas, userEvent, args, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'LuckyTiger88' }));
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    // The page stays usable: the click outside closes the menu and reaches its target.
    const outside = canvasElement.ownerDocument.createElement('button');
    outside.textContent = 'Promotions';
    const onOutside = fn();
    outside.addEventListener('click', onOutside);
    canvasElement.append(outside);
    await userEvent.click(outside);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(onOutside).toHaveBeenCalledTimes(1);
    outside.remove();
    await expect(args.onSignOut).not.toHaveBeenCalled();
  },
};

/** Choices and nested menus: a settings menu with a language submenu. */
function SettingsMenu() {
  const [sound, setSound] = useState(true);
  const [hideBalance, setHideBalance] = useState(false);
  const [language, setLanguage] = useState('EN');
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="secondary">Settings</Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="start">
        <DropdownMenu.Label>Display</DropdownMenu.Label>
        <DropdownMenu.CheckboxItem checked={sound} onCheckedChange={setSound}>
          Game sounds
        </DropdownMenu.CheckboxItem>
        <DropdownMenu.CheckboxItem checked={hideBalance} onCheckedChange={setHideBalance}>
          Hide balance
        </DropdownMenu.CheckboxItem>
        <DropdownMenu.Item disabled>Dark mode (always on)</DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Sub>
          <DropdownMenu.SubTrigger icon={<Globe aria-hidden size={18} />}>Language</DropdownMenu.SubTrigger>
          <DropdownMenu.SubContent>
            <DropdownMenu.RadioGroup value={language} onValueChange={setLanguage}>
              <DropdownMenu.RadioItem value="EN">English</DropdownMenu.RadioItem>
              <DropdownMenu.RadioItem value="CN">简体中文</DropdownMenu.RadioItem>
            </DropdownMenu.RadioGroup>
          </DropdownMenu.SubContent>
        </DropdownMenu.Sub>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

export const CheckboxRadioAndSubmenu: Story = {
  render: () => <SettingsMenu />,
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Settings' });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    const sound = within(menu).getByRole('menuitemcheckbox', { name: 'Game sounds' });
    await expect(sound).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(sound);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await userEvent.click(trigger);
    const reopened = await screen.findByRole('menu');
    await expect(within(reopened).getByRole('menuitemcheckbox', { name: 'Game sounds' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await expect(within(reopened).getByRole('menuitem', { name: 'Dark mode (always on)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    // ArrowRight opens the submenu from its trigger and focuses its first item.
    const languageItem = within(reopened).getByRole('menuitem', { name: 'Language' });
    languageItem.focus();
    await userEvent.keyboard('{ArrowRight}');
    const submenu = (await screen.findAllByRole('menu')).find((node) => node !== reopened)!;
    const english = within(submenu).getByRole('menuitemradio', { name: 'English' });
    await waitFor(() => expect(english).toHaveFocus());
    await expect(english).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    await userEvent.click(trigger);
    const third = await screen.findByRole('menu');
    within(third).getByRole('menuitem', { name: 'Language' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    const languages = (await screen.findAllByRole('menu')).find((node) => node !== third)!;
    await expect(within(languages).getByRole('menuitemradio', { name: '简体中文' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    // ArrowLeft closes just the submenu.
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(screen.getAllByRole('menu')).toHaveLength(1));
    await expect(within(third).getByRole('menuitem', { name: 'Language' })).toHaveFocus();
  },
};

export const LongText: Story = {
  args: { nickname: 'TheLuckiestTigerInTheWholeCasinoLobby2025', rank: 'Diamond VIP 9 (lifetime member)' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /TheLuckiestTiger/ }));
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    // Long names wrap inside the menu instead of widening it past 320 px.
    await expect(menu.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await expect(menu.scrollWidth).toBeLessThanOrEqual(menu.clientWidth);
  },
};

export const Chinese: Story = {
  args: {
    nickname: '幸运虎',
    rank: 'VIP 3',
    labels: {
      memberCenter: '会员中心',
      mailbox: '站内信',
      customerService: '在线客服',
      signOut: '退出登录',
      id: 'ID',
      unread: (count: number) => `${count} 条未读`,
    },
  },
  globals: { locale: 'CN' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '幸运虎' }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: '退出登录' })).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'flex-end' }}>{Story()}</div>],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'LuckyTiger88' }));
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    // Stays on screen, and every row is a comfortable touch target.
    const box = menu.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    for (const item of within(menu).getAllByRole('menuitem')) {
      await expect(Math.round(item.getBoundingClientRect().height)).toBeGreaterThanOrEqual(40);
    }
  },
};
