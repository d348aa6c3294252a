import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import lobbyMark from './fixtures/lobby-mark.svg';
import { QRCode } from './QRCode';

const downloadUrl = 'https://lobby.example/down?platform=ios';

/** Relative luminance of a computed `rgb(…)` colour (0 black, 1 white). */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((channel) => {
    const c = Number(channel) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** What a phone camera needs: dark modules on a light tile, whatever the theme. */
async function expectScannable(code: Element) {
  const tile = code.parentElement!;
  const modules = luminance(getComputedStyle(code).color);
  const ground = luminance(getComputedStyle(tile).backgroundColor);
  await expect(modules).toBeLessThan(0.05);
  await expect(ground).toBeGreaterThan(0.85);
  await expect((ground + 0.05) / (modules + 0.05)).toBeGreaterThan(12);
}

const meta = {
  title: 'Primitives/QRCode',
  component: QRCode,
  args: { value: downloadUrl, size: 128, quietZone: 2 },
  argTypes: {
    level: { control: 'inline-radio', options: [undefined, 'L', 'M', 'Q', 'H'] },
    caption: { control: 'text' },
    logo: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A scannable QR code (qrcode.react, SVG) for the right bar\'s app downloads (IOS, MOBILECONFIG shown as "Lite app" and Android, linking to /down). Always dark modules on a light tile, in every theme, so phones can read it; `quietZone` keeps the light margin inside the tile. `label` is the accessible name (say what scanning does); `caption` is the visible text under it; `logo` adds a centre mark and raises error correction to H.',
      },
    },
  },
} satisfies Meta<typeof QRCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const code = canvas.getByRole('img', { name: `QR code for ${downloadUrl}` });
    await expect(code.getBoundingClientRect().width).toBe(128);
    await expect(code.querySelectorAll('path')).toHaveLength(2);
    await expectScannable(code);
  },
};

export const WithCaption: Story = {
  args: { caption: 'iOS', label: 'Scan to download the iOS app' },
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure');
    const code = within(figure).getByRole('img', { name: 'Scan to download the iOS app' });
    const caption = within(figure).getByText('iOS');
    await expect(caption.getBoundingClientRect().top).toBeGreaterThan(code.getBoundingClientRect().bottom);
    await expectScannable(code);
  },
};

/** The right bar's three app codes. */
export const AppDownloads: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <QRCode
        {...args}
        size={96}
        value="https://lobby.example/down?app=ios"
        label="Download the iOS app"
        caption="iOS"
      />
      <QRCode
        {...args}
        size={96}
        value="https://lobby.example/down?app=android"
        label="Download the Android app"
        caption="Android"
      />
      <QRCode
        {...args}
        size={96}
        value="https://lobby.example/down?app=mobileconfig"
        label="Install the lite app"
        caption="Lite app"
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const figures = canvas.getAllByRole('figure');
    await expect(figures.map((figure) => figure.textContent)).toEqual(['iOS', 'Android', 'Lite app']);
    for (const name of ['Download the iOS app', 'Download the Android app', 'Install the lite app']) {
      await expect(canvas.getByRole('img', { name })).toBeVisible();
    }
  },
};

export const LongCaption: Story = {
  args: { caption: 'Scan with your phone camera to install the lite app without the app store' },
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure');
    const tile = canvas.getByRole('img').parentElement!;
    // The caption wraps under the code instead of widening the block.
    await expect(figure.getBoundingClientRect().width).toBe(tile.getBoundingClientRect().width);
    const caption = canvas.getByText(/Scan with your phone/);
    await expect(caption.getBoundingClientRect().height).toBeGreaterThan(40);
  },
};

export const WithLogo: Story = {
  args: { logo: { src: lobbyMark }, size: 160, caption: 'Lobby app' },
  play: async ({ canvas }) => {
    const code = canvas.getByRole('img', { name: `QR code for ${downloadUrl}` });
    const logo = code.querySelector('image')!;
    await expect(logo).toHaveAttribute('href', lobbyMark);
    await expect(Number(logo.getAttribute('width'))).toBeGreaterThan(0);
    await expectScannable(code);
  },
};

export const Chinese: Story = {
  args: { caption: '安卓', value: 'https://lobby.example/down?app=android' },
  globals: { locale: 'CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'https://lobby.example/down?app=android 的二维码' })).toBeVisible();
    await expect(within(canvas.getByRole('figure')).getByText('安卓')).toBeVisible();
  },
};
