import {
  contentHelpCenterEndpoint,
  contentUnreadCountV2Endpoint,
  memberInfoEndpoint,
  systemRoutersEndpoint,
  walletBalanceEndpoint,
} from '@lobby/api';
import { interfaceLanguages } from '@lobby/i18n';
import { appsOf, balanceViewOf, helpItemsOf, shellUserOf } from '@lobby/view-models';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useLayoutEffect, useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../../../primitives/Button/Button';
import { LinkProvider } from '../../../primitives/Link/Link';
import { storyPlatform } from '../../../stories/platform';
import type { ShellAction } from '../../shell/actions';
import { Footer } from '../Footer/Footer';
import {
  apps,
  categories,
  categoriesCn,
  categoriesVi,
  helpItems,
  languages,
  licences,
  paymentMethods,
  player,
  providers,
  StoryRouterLink,
  StoryTopBar,
} from '../fixtures';
import { layoutMetrics } from '../metrics';
import { RightBar } from '../RightBar/RightBar';
import { SideMenu, type SideMenuProps } from '../SideMenu/SideMenu';
import { AppLayout, type AppLayoutProps } from './AppLayout';

type DemoProps = Omit<AppLayoutProps, 'sideMenuOpen'> & {
  onAction?: (action: ShellAction) => void;
  onLanguageChange?: (code: string) => void;
  onCustomerService?: () => void;
  /** Replaces parts of the demo side menu. */
  menu?: Partial<SideMenuProps>;
  rightBarNode?: ReactNode;
  footerNode?: ReactNode;
  toggleLabel?: string;
};

function Page() {
  return (
    <>
      <h1 style={{ margin: '0 0 8px', fontSize: 28 }}>Slots</h1>
      <p style={{ margin: '0 0 16px', color: 'var(--lobby-color-text-secondary)' }}>
        Over 5,000 games from the best providers.
      </p>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
          gap: 12,
        }}
      >
        {Array.from({ length: 18 }, (_, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder tiles have no identity
            key={index}
            style={{
              aspectRatio: '1',
              borderRadius: 12,
              background: `hsl(${(index * 37) % 360} 35% 22%)`,
              display: 'grid',
              placeItems: 'end start',
              padding: 8,
            }}
          >
            {index === 0 ? <Button size="sm">Play Sweet Bonanza</Button> : null}
          </div>
        ))}
      </div>
    </>
  );
}

function Shell({
  onSideMenuOpenChange,
  onAction,
  onLanguageChange,
  onCustomerService,
  menu,
  rightBarNode,
  footerNode,
  toggleLabel,
  ...args
}: DemoProps) {
  const [open, setOpen] = useState(false);
  const [language, setLanguage] = useState('EN');
  const change = (next: boolean) => {
    setOpen(next);
    onSideMenuOpenChange?.(next);
  };
  return (
    <LinkProvider component={StoryRouterLink}>
      <AppLayout
        {...args}
        sideMenuOpen={open}
        onSideMenuOpenChange={change}
        header={<StoryTopBar open={open} onToggle={() => change(!open)} toggleLabel={toggleLabel} />}
        sideMenu={
          <SideMenu
            user={player}
            balance={{ amount: 12345.67, status: 'ready' }}
            categories={categories}
            currentHref="/rng"
            languages={languages}
            language={language}
            onLanguageChange={(code) => {
              setLanguage(code);
              onLanguageChange?.(code);
            }}
            referralEnabled
            onAction={onAction ?? (() => undefined)}
            {...menu}
          />
        }
        rightBar={
          rightBarNode ?? (
            <RightBar
              onCustomerService={onCustomerService}
              facebookUrl="https://www.facebook.com/lobby.example"
              email="support@lobby.example"
              apps={[...apps]}
            />
          )
        }
        footer={
          footerNode ?? (
            <Footer
              siteLabel="Lobby"
              helpItems={helpItems}
              paymentMethods={paymentMethods}
              providers={providers}
              licences={licences}
            />
          )
        }
      >
        <Page />
      </AppLayout>
    </LinkProvider>
  );
}

const meta = {
  title: 'Blocks/Layout/AppLayout',
  component: AppLayout,
  render: (args) => <Shell {...args} />,
  args: {
    variant: 'full',
    mainId: 'main-content',
    onSideMenuOpenChange: fn(),
    onAction: fn(),
    onLanguageChange: fn(),
    onCustomerService: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['full', 'noSideMenu', 'headerOnly'] },
    header: { control: false },
    sideMenu: { control: false },
    footer: { control: false },
    rightBar: { control: false },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The frame around every page (regions header, main, side menu, footer, plus the right bar). A "Skip to content" link is the first stop of the keyboard and moves focus to `main`; the header is the sticky `banner`, the footer the `contentinfo`. `variant`: `full` for most routes; `noSideMenu` for /pointMall; `headerOnly` for the lottery pages, /seamless and /game (page edge to edge, no footer or right bar). In `full` the side menu (264 px) is pinned from 1024 px by CSS alone, so nothing shifts when it pins; below 1024 px, and at every width in the other variants, it is a drawer driven by `sideMenuOpen` / `onSideMenuOpenChange` from the top bar\'s toggle (Escape, the backdrop or a choice in the menu close it, and focus returns to the toggle). The content column grows to 1440 px with gutters from the space scale; the right bar floats on the right edge from 1024 px and keeps its own strip free.',
      },
    },
  },
} satisfies Meta<DemoProps>;

export default meta;
type Story = StoryObj<typeof meta>;

interface LayoutShift extends PerformanceEntry {
  value: number;
  sources?: { node?: Node | null }[];
}

/** The layout-shift score of nodes inside `root` so far (Chromium's Layout Instability API). */
function layoutShiftWithin(root: Element): Promise<number> {
  return new Promise((resolve) => {
    let total = 0;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        if (entry.sources?.some((source) => source.node && root.contains(source.node))) total += entry.value;
      }
    });
    observer.observe({ type: 'layout-shift', buffered: true });
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        observer.disconnect();
        resolve(total);
      }),
    );
  });
}

/** 1200 px: the side menu pinned on the left, the right bar on the right edge. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const menu = canvas.getByRole('navigation', { name: 'Main menu' });
    const main = canvas.getByRole('main');
    await expect(menu.getBoundingClientRect().left).toBe(0);
    await expect(menu.parentElement!.getBoundingClientRect().width).toBe(layoutMetrics.sideMenuWidth);
    await expect(main.getBoundingClientRect().left).toBe(layoutMetrics.sideMenuWidth);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
    // Pinned, not a drawer.
    await expect(screen.queryByRole('dialog')).toBeNull();

    const rail = canvas.getByRole('complementary', { name: 'Contact and apps' });
    await expect(rail).toBeVisible();
    await expect(document.documentElement.clientWidth - rail.getBoundingClientRect().right).toBe(8);
    // The page keeps clear of the rail.
    const play = canvas.getByRole('button', { name: 'Play Sweet Bonanza' });
    const grid = play.closest('[style*="grid-template-columns"]') as HTMLElement;
    await expect(grid.getBoundingClientRect().right).toBeLessThanOrEqual(rail.getBoundingClientRect().left);

    // Nothing moved while the shell settled.
    await expect(await layoutShiftWithin(canvasElement)).toBe(0);
  },
};

/** 1366 px, the first desktop design width. */
export const Laptop1366: Story = {
  globals: { viewport: { value: 'laptop', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const menu = canvas.getByRole('navigation', { name: 'Main menu' });
    await expect(menu).toBeVisible();
    const main = canvas.getByRole('main');
    await expect(main.getBoundingClientRect().left).toBe(layoutMetrics.sideMenuWidth);
    const content = main.firstElementChild as HTMLElement;
    await expect(content.getBoundingClientRect().width).toBeLessThanOrEqual(layoutMetrics.contentMaxWidth + 64);
    await expect(await layoutShiftWithin(canvasElement)).toBe(0);

    // The pinned menu stays under the sticky header while the page scrolls.
    window.scrollTo(0, 600);
    await waitFor(() => expect(window.scrollY).toBe(600));
    await expect(canvas.getByRole('banner').getBoundingClientRect().top).toBe(0);
    await expect(menu.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      canvas.getByRole('banner').getBoundingClientRect().bottom,
    );
    window.scrollTo(0, 0);
  },
};

/** Very wide screens: the content column stops at 1440 px and centres. */
export const Wide1920: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const content = canvas.getByRole('main').firstElementChild as HTMLElement;
    const style = getComputedStyle(content);
    const inner =
      content.getBoundingClientRect().width -
      Number.parseFloat(style.paddingLeft) -
      Number.parseFloat(style.paddingRight);
    await expect(inner).toBe(layoutMetrics.contentMaxWidth);
  },
};

/** 375 px: the menu is a drawer that the top bar's toggle opens; Escape closes it and focus returns. */
export const MobileDrawer: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent, args }) => {
    // Neither the pinned menu nor the right bar shows on a phone.
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    await expect(canvas.queryByRole('complementary')).toBeNull();
    const main = canvas.getByRole('main');
    await expect(main.getBoundingClientRect().left).toBe(0);
    await expect(main.getBoundingClientRect().width).toBe(window.innerWidth);

    // Keyboard: skip link, then the toggle.
    await userEvent.tab();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSideMenuOpenChange).toHaveBeenLastCalledWith(true);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(drawer.getAnimations()).toHaveLength(0));
    await expect(drawer.getBoundingClientRect().left).toBe(0);
    await expect(drawer.getBoundingClientRect().width).toBe(layoutMetrics.sideMenuWidth);
    await expect(within(drawer).getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onSideMenuOpenChange).toHaveBeenLastCalledWith(false);
    await expect(toggle).toHaveFocus();

    // Pointer: the toggle opens it, the backdrop closes it.
    await userEvent.click(toggle);
    const again = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(again.getAnimations()).toHaveLength(0));
    await userEvent.click(again.previousElementSibling as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(toggle).toHaveFocus();
  },
};

/** A choice in the drawer reports its action (or follows its link) and closes the drawer. */
export const MobileDrawerChoice: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(toggle);
    let drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Deposit' }));
    await expect(args.onAction).toHaveBeenCalledWith('deposit');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(toggle).toHaveFocus();

    await userEvent.click(toggle);
    drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Fishing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The balance toggle and the language select keep it open.
    await userEvent.click(toggle);
    drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(drawer).getByRole('button', { name: /Hide balance/ }));
    await expect(within(drawer).getByText('***')).toBeVisible();
    await userEvent.click(within(drawer).getByRole('combobox', { name: 'Language' }));
    await userEvent.click(await screen.findByRole('option', { name: '简体中文' }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith('CN');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(screen.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expect(within(drawer).getByRole('combobox', { name: 'Language' })).toHaveTextContent('简体中文');
  },
};

/** The first Tab shows "Skip to content"; following it puts focus on the page, past the menus. */
export const SkipLink: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main-content');
    await waitFor(() => expect(skip.getBoundingClientRect().top).toBeGreaterThanOrEqual(0));

    await userEvent.keyboard('{Enter}');
    const main = canvas.getByRole('main');
    await expect(main).toHaveFocus();
    await expect(main).toHaveAttribute('id', 'main-content');
    // Hidden again once focus has left it.
    await waitFor(() => expect(skip.getBoundingClientRect().bottom).toBeLessThanOrEqual(0));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Play Sweet Bonanza' })).toHaveFocus();

    // By pointer too.
    await userEvent.click(skip);
    await expect(main).toHaveFocus();
  },
};

/** /pointMall: no pinned side menu; the toggle still opens the menu as a drawer. */
export const NoSideMenu: Story = {
  args: { variant: 'noSideMenu' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    const main = canvas.getByRole('main');
    await expect(main.getBoundingClientRect().left).toBe(0);
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
    await expect(canvas.getByRole('complementary', { name: 'Contact and apps' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(within(drawer).getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The lottery pages, /seamless and /game: the header and the page, edge to edge. */
export const HeaderOnly: Story = {
  args: { variant: 'headerOnly' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
    await expect(canvas.queryByRole('complementary')).toBeNull();
    const main = canvas.getByRole('main').getBoundingClientRect();
    const header = canvas.getByRole('banner').getBoundingClientRect();
    await expect(main.left).toBe(0);
    await expect(main.width).toBe(window.innerWidth);
    // No gutters: a game frame can fill it.
    await expect(canvas.getByRole('heading', { name: 'Slots' }).getBoundingClientRect().left).toBe(0);
    // It fills the screen below the header.
    await expect(main.top).toBe(header.bottom);
    await expect(Math.round(main.bottom)).toBeGreaterThanOrEqual(window.innerHeight);
  },
};

export const HeaderOnlyMobile: Story = {
  args: { variant: 'headerOnly' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
    // The menu is still one tap away.
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeVisible();
  },
};

export const Visitor: Story = {
  args: { menu: { user: null, balance: undefined, showRegister: true } },
  play: async ({ canvas, userEvent, args }) => {
    const menu = canvas.getByRole('navigation', { name: 'Main menu' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Register' }));
    await expect(args.onAction).toHaveBeenCalledWith('register');
  },
};

export const Chinese: Story = {
  args: { menu: { categories: categoriesCn, language: 'CN' }, toggleLabel: '打开菜单' },
  globals: { locale: 'CN', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '跳到主要内容' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: '打开菜单' }));
    const drawer = await screen.findByRole('dialog', { name: '菜单' });
    await expect(within(drawer).getByRole('navigation', { name: '主菜单' })).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: '关闭面板' })).toBeVisible();
  },
};

/** Text a player would see where a message is missing: its key (`header.nav.home`) instead of words. */
const rawMessageKey = /\b(ui|foundations|errors|header|layout|status|site|panels|pages)\.[a-zA-Z][\w.]*/;

export const Vietnamese: Story = {
  args: {
    menu: {
      categories: categoriesVi,
      languages: interfaceLanguages.map((language) => ({ code: language.code, label: language.nativeName })),
      language: 'VI',
    },
    toggleLabel: 'Mở menu',
  },
  globals: { locale: 'VI', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Chuyển đến nội dung' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Mở menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const menu = within(drawer).getByRole('navigation', { name: 'Menu chính' });
    await expect(menu).toBeVisible();
    await expect(within(menu).getByRole('heading', { name: 'Lối tắt' })).toBeVisible();
    await expect(within(menu).getByRole('combobox', { name: 'Ngôn ngữ' })).toHaveTextContent('Tiếng Việt');
    await expect(within(drawer).getByRole('button', { name: 'Đóng bảng' })).toBeVisible();
    // biome-ignore lint/performance/useDomNodeTextContent: the text a player sees, without hidden nodes or scripts
    await expect(document.body.innerText).not.toMatch(rawMessageKey);
  },
};

/** Sets `<html dir="rtl">` while the story is shown, as a right-to-left language would, and restores it after. */
function RightToLeftPage({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    const html = document.documentElement;
    const before = html.dir;
    html.dir = 'rtl';
    return () => {
      html.dir = before;
    };
  }, []);
  return children;
}

export const RightToLeft: Story = {
  decorators: [
    (Story) => (
      <RightToLeftPage>
        <Story />
      </RightToLeftPage>
    ),
  ],
  globals: { viewport: { value: 'laptop', isRotated: false } },
  parameters: {
    docs: {
      description: {
        story:
          'The shell under `<html dir="rtl">`, shown in English. No right-to-left language ships yet (English, Chinese and Vietnamese read left to right): this keeps the layout ready for one. The side menu pins on the right, the right bar floats on the left, and the skip link appears at the top right.',
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(document.documentElement.dir).toBe('rtl');
    const half = window.innerWidth / 2;
    const menu = canvas.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getBoundingClientRect().left).toBeGreaterThanOrEqual(half);
    const firstCategory = within(menu).getByRole('link', { name: /Hot games/ });
    await expect(firstCategory.getBoundingClientRect().left).toBeGreaterThanOrEqual(half);
    // The content sits beside the menu, towards the left.
    await expect(canvas.getByRole('main').getBoundingClientRect().right).toBeLessThanOrEqual(
      menu.getBoundingClientRect().left + 1,
    );
    const rail = canvas.getByRole('complementary', { name: 'Contact and apps' });
    await expect(rail.getBoundingClientRect().right).toBeLessThanOrEqual(half);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await waitFor(() => expect(skip.getBoundingClientRect().top).toBeGreaterThanOrEqual(0));
    await expect(skip.getBoundingClientRect().left).toBeGreaterThanOrEqual(half);
    // Nothing pokes out sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const RightToLeftMobile: Story = {
  decorators: RightToLeft.decorators,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: {
    docs: {
      description: {
        story:
          'The shell under `<html dir="rtl">` on a phone (no right-to-left language ships yet): the side menu\'s drawer slides in from the right edge, the line\'s start.',
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(document.documentElement.dir).toBe('rtl');
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() =>
      expect(Math.abs(drawer.getBoundingClientRect().right - window.innerWidth)).toBeLessThanOrEqual(1),
    );
    await expect(drawer.getBoundingClientRect().left).toBeGreaterThan(0);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

// The whole shell on the sandbox: demo_player's wallet and mail, the routers call's app resources
// and the help center, mapped as the site's containers do.
const platform = storyPlatform({ user: 'demo_player' });

async function loadFromThePlatform() {
  const [member, balance, unread, routers, help] = await Promise.all([
    platform.client.call(memberInfoEndpoint),
    platform.client.call(walletBalanceEndpoint),
    platform.client.call(contentUnreadCountV2Endpoint),
    platform.client.call(systemRoutersEndpoint),
    platform.client.call(contentHelpCenterEndpoint),
  ]);
  return { member, balance, unread, routers, help };
}
type Loaded = Awaited<ReturnType<typeof loadFromThePlatform>>;

/** The shell's regions filled as the site's containers map the same answers (`@lobby/view-models`). */
export const FromThePlatform: Story = {
  parameters: { msw: { handlers: platform.handlers } },
  globals: { viewport: { value: 'laptop', isRotated: false } },
  loaders: [async () => ({ platform: await loadFromThePlatform() })],
  render: (args, { loaded, globals }) => {
    const { member, balance, unread, routers, help } = loaded.platform as Loaded;
    return (
      <Shell
        {...args}
        menu={{ user: shellUserOf({ loggedIn: true, member, unread }), balance: balanceViewOf({ data: balance }) }}
        rightBarNode={
          <RightBar
            onCustomerService={args.onCustomerService}
            apps={appsOf(routers.resources, globals.locale === 'CN' ? 'CN' : 'EN')}
          />
        }
        footerNode={<Footer siteLabel="Lobby" helpItems={helpItemsOf(help)} paymentMethods={paymentMethods} />}
      />
    );
  },
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('navigation', { name: 'Main menu' });
    await expect(within(menu).getByText('P12,345.67')).toBeVisible();
    await expect(within(menu).getByRole('button', { name: 'Mailbox 4 unread messages' })).toBeVisible();
    const rail = canvas.getByRole('complementary', { name: 'Contact and apps' });
    await expect(within(rail).getByRole('button', { name: 'Lite app' })).toBeVisible();
    await expect(
      within(canvas.getByRole('contentinfo')).getByRole('button', { name: 'Privacy Policy' }),
    ).toBeInTheDocument();
  },
};
