import type { Meta, StoryObj } from '@storybook/react-vite';
import { Gamepad2 } from 'lucide-react';
import { delay, HttpResponse, http } from 'msw';
import { type ReactNode, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { CdnProvider } from './CdnProvider';
import { createCdnPool } from './cdnPool';
import liveTable from './fixtures/live-table.svg';
import liveTableSvg from './fixtures/live-table.svg?raw';
import slotTile from './fixtures/slot-tile.svg';
import slotTileSvg from './fixtures/slot-tile.svg?raw';
import { Image } from './Image';

/** Every request the fake CDNs below receive, by URL. */
const cdnRequest = fn();

function svg(body: string) {
  return new HttpResponse(body, { headers: { 'Content-Type': 'image/svg+xml' } });
}

/** A CDN that serves the fixture art (live tables for `live-…` names, slot art otherwise). */
const workingCdn = (origin: string) =>
  http.get(`${origin}/*`, ({ request }) => {
    cdnRequest(request.url);
    return svg(new URL(request.url).pathname.includes('/live-') ? liveTableSvg : slotTileSvg);
  });

/** A CDN host that answers 404 for everything. */
const brokenCdn = (origin: string) =>
  http.get(`${origin}/*`, ({ request }) => {
    cdnRequest(request.url);
    return new HttpResponse(null, { status: 404 });
  });

/** Waits until the browser has rendered twice, so an IntersectionObserver has reported the first layout. */
const nextFrames = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

const frameOf = (element: Element) => element.closest<HTMLElement>('[data-status]')!;

/** A scrollable list shorter than its content, so the last tile starts below the fold. */
function ScrollList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable for keyboard scrolling (axe scrollable-region-focusable)
      tabIndex={0}
      style={{ height: 260, width: '100%', overflowY: 'auto', display: 'grid', gap: 16, alignContent: 'start' }}
    >
      {children}
    </section>
  );
}

function Spacer() {
  return (
    <p style={{ height: 420, margin: 0, color: 'inherit' }}>
      Scroll down: the next tile loads when 10% of it is visible.
    </p>
  );
}

const meta = {
  title: 'Primitives/Image',
  component: Image,
  args: {
    src: slotTile,
    alt: 'Fortune Gems',
    aspectRatio: 1,
    radius: 'card',
    fit: 'cover',
    lazy: true,
    onStatusChange: fn(),
  },
  argTypes: {
    fit: { control: 'inline-radio', options: ['cover', 'contain'] },
    radius: { control: 'inline-radio', options: ['none', 'sm', 'control', 'card', 'pill'] },
    aspectRatio: { control: 'text' },
    fallback: { control: false },
  },
  decorators: [(Story) => <div style={{ width: 200 }}>{Story()}</div>],
  beforeEach: () => {
    cdnRequest.mockClear();
  },
  parameters: {
    docs: {
      description: {
        component:
          'Game art, banners, flags and logos. Reserves its box (`aspectRatio`, `width`+`height` or `fill`) so nothing shifts, shows a neutral tile until loaded and fades in (no motion under reduced motion); art marked `fetchPriority="high"` (the lead banner of a page) shows as it arrives instead. Lazy by default: the request starts when 10% of the image is visible (IntersectionObserver, threshold 0.1, ; eager where IntersectionObserver is missing). ONE attempt, then a default icon ("game icons to default icon"), announced as "Image unavailable" unless `alt` is empty. `path` is resolved on the image CDN pool of the nearest `CdnProvider` (`imageCDNs`): `createCdnPool(hosts)` picks a random host first and, when an image fails, later images use another host.',
      },
    },
  },
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const image = await canvas.findByRole('img', { name: 'Fortune Gems' });
    await waitFor(() => expect(frameOf(image)).toHaveAttribute('data-status', 'loaded'));
    await waitFor(() => expect(args.onStatusChange).toHaveBeenCalledWith('loaded'));
    await expect(args.onStatusChange).toHaveBeenCalledTimes(1);
    await expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0);
    // Faded in once loaded.
    await waitFor(() => expect(getComputedStyle(image).opacity).toBe('1'));
    const box = frameOf(image).getBoundingClientRect();
    await expect(box.width).toBe(200);
    await expect(box.height).toBe(200);
  },
};

/** The tile below the fold is not requested until it is scrolled into view. */
export const LazyBelowTheFold: Story = {
  args: { src: 'https://cdn.lobby.test/games/lazy-below.svg', alt: 'Mahjong Ways' },
  parameters: { msw: { handlers: [workingCdn('https://cdn.lobby.test')] } },
  render: (args) => (
    <ScrollList label="Game list">
      <Image src="https://cdn.lobby.test/games/lazy-above.svg" alt="Fortune Gems" aspectRatio={1} radius="card" />
      <Spacer />
      <Image {...args} />
    </ScrollList>
  ),
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('region', { name: 'Game list' });
    const above = await within(list).findByRole('img', { name: 'Fortune Gems' });
    await waitFor(() => expect(frameOf(above)).toHaveAttribute('data-status', 'loaded'));
    await nextFrames();
    const frames = list.querySelectorAll<HTMLElement>('[data-status]');
    const below = frames[frames.length - 1]!;
    await expect(below).toHaveAttribute('data-status', 'idle');
    await expect(within(list).queryByRole('img', { name: 'Mahjong Ways' })).toBeNull();
    await expect(cdnRequest).toHaveBeenCalledTimes(1);
    await expect(cdnRequest).not.toHaveBeenCalledWith(args.src);

    below.scrollIntoView({ block: 'end' });
    const image = await within(list).findByRole('img', { name: 'Mahjong Ways' });
    await expect(image).toHaveAttribute('src', args.src);
    await waitFor(() => expect(below).toHaveAttribute('data-status', 'loaded'));
    await expect(cdnRequest).toHaveBeenCalledWith(args.src);
    await expect(cdnRequest).toHaveBeenCalledTimes(2);
  },
};

/** Where IntersectionObserver is missing (old webviews) images load at once instead of never. */
export const WithoutIntersectionObserver: Story = {
  args: { src: 'https://cdn.lobby.test/games/no-observer.svg', alt: 'Mahjong Ways' },
  parameters: { msw: { handlers: [workingCdn('https://cdn.lobby.test')] } },
  beforeEach: () => {
    const original = window.IntersectionObserver;
    Reflect.deleteProperty(window, 'IntersectionObserver');
    return () => {
      window.IntersectionObserver = original;
    };
  },
  render: (args) => (
    <ScrollList label="Game list">
      <Spacer />
      <Image {...args} />
    </ScrollList>
  ),
  play: async ({ canvas, args }) => {
    await expect(window.IntersectionObserver).toBeUndefined();
    const list = canvas.getByRole('region', { name: 'Game list' });
    await expect(list.scrollTop).toBe(0);
    const image = await within(list).findByRole('img', { name: 'Mahjong Ways' });
    await waitFor(() => expect(frameOf(image)).toHaveAttribute('data-status', 'loaded'));
    await expect(cdnRequest).toHaveBeenCalledWith(args.src);
  },
};

/** One attempt, then the default icon with "Image unavailable" for screen readers. */
export const Broken: Story = {
  args: { src: 'https://cdn.lobby.test/games/missing.png', alt: 'Fortune Gems' },
  parameters: { msw: { handlers: [brokenCdn('https://cdn.lobby.test')] } },
  play: async ({ canvas, canvasElement, args }) => {
    const fallback = await canvas.findByRole('img', { name: 'Image unavailable' });
    await expect(fallback.querySelector('svg')).toBeVisible();
    await expect(frameOf(fallback)).toHaveAttribute('data-status', 'error');
    // The broken image is gone, so the browser cannot retry or show its own broken icon.
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(cdnRequest).toHaveBeenCalledTimes(1);
    await expect(cdnRequest).toHaveBeenCalledWith(args.src);
    await waitFor(() => expect(args.onStatusChange).toHaveBeenCalledWith('error'));
    await expect(args.onStatusChange).toHaveBeenCalledTimes(1);
    // The space stays reserved.
    await expect(frameOf(fallback).getBoundingClientRect().height).toBe(200);
  },
};

/** A decorative image (its meaning is in the text next to it) fails silently. */
export const BrokenDecorative: Story = {
  args: { src: 'https://cdn.lobby.test/games/missing-decorative.png', alt: '' },
  parameters: { msw: { handlers: [brokenCdn('https://cdn.lobby.test')] } },
  render: (args) => (
    <figure style={{ margin: 0, display: 'grid', gap: 8 }}>
      <Image {...args} />
      <figcaption>Fortune Gems</figcaption>
    </figure>
  ),
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-status="error"]')).not.toBeNull());
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('[data-status="error"] svg')).toBeVisible();
  },
};

/** Missing data (no `src` or `path`) shows the default icon at once, without a request. */
export const NoSource: Story = {
  args: { src: null },
  play: async ({ canvas }) => {
    const fallback = canvas.getByRole('img', { name: 'Image unavailable' });
    await expect(fallback).toBeVisible();
    await expect(cdnRequest).not.toHaveBeenCalled();
  },
};

export const CustomFallback: Story = {
  args: {
    src: 'https://cdn.lobby.test/games/missing-custom.png',
    fallback: <Gamepad2 aria-hidden size={40} strokeWidth={1.5} />,
    unavailableLabel: 'Game art unavailable',
  },
  parameters: { msw: { handlers: [brokenCdn('https://cdn.lobby.test')] } },
  play: async ({ canvas }) => {
    const fallback = await canvas.findByRole('img', { name: 'Game art unavailable' });
    await expect(fallback.querySelector('.lucide-gamepad-2')).toBeVisible();
  },
};

let releaseImages: () => void = () => {};

/** Tiles keep their exact box from the first paint to the loaded image: no layout shift. */
export const AspectRatios: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('https://cdn.lobby.test/*', async ({ request }) => {
          cdnRequest(request.url);
          await new Promise<void>((resolve) => {
            const previous = releaseImages;
            releaseImages = () => {
              previous();
              resolve();
            };
          });
          return svg(new URL(request.url).pathname.includes('/live-') ? liveTableSvg : slotTileSvg);
        }),
      ],
    },
  },
  beforeEach: () => {
    releaseImages = () => {};
  },
  decorators: [(Story) => <div style={{ width: 'min(100%, 560px)' }}>{Story()}</div>],
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 12 }}>
        {['Fortune Gems', 'Super Ace', 'Golden Empire', 'Boxing King'].map((name, index) => (
          <Image
            key={name}
            src={`https://cdn.lobby.test/games/slot-${index}.svg`}
            alt={name}
            aspectRatio={1}
            radius="card"
          />
        ))}
      </div>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 12 }}>
        {['Baccarat A', 'Speed Roulette', 'Dragon Tiger'].map((name, index) => (
          <Image
            key={name}
            src={`https://cdn.lobby.test/games/live-${index}.svg`}
            alt={name}
            aspectRatio="4 / 3"
            radius="card"
          />
        ))}
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const frames = [...canvasElement.querySelectorAll<HTMLElement>('[data-status]')];
    await expect(frames).toHaveLength(7);
    // Every request is held: the tiles are still skeletons here.
    await waitFor(() => expect(cdnRequest).toHaveBeenCalledTimes(7));
    for (const frame of frames) await expect(frame).toHaveAttribute('data-status', 'loading');
    const before = frames.map((frame) => frame.getBoundingClientRect().toJSON());
    for (const [index, box] of before.entries()) {
      const ratio = box.width / box.height;
      await expect(ratio).toBeCloseTo(index < 4 ? 1 : 4 / 3, 1);
    }
    releaseImages();
    for (const frame of frames) await waitFor(() => expect(frame).toHaveAttribute('data-status', 'loaded'));
    await expect(frames.map((frame) => frame.getBoundingClientRect().toJSON())).toEqual(before);
  },
};

/** While the request is in flight: the neutral tile in the final size. */
export const Loading: Story = {
  args: { src: 'https://cdn.lobby.test/games/slow.svg', aspectRatio: '4 / 3' },
  parameters: {
    msw: {
      handlers: [
        http.get('https://cdn.lobby.test/*', async ({ request }) => {
          cdnRequest(request.url);
          await delay('infinite');
          return svg(slotTileSvg);
        }),
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(cdnRequest).toHaveBeenCalledWith(args.src));
    const frame = canvasElement.querySelector<HTMLElement>('[data-status]')!;
    await expect(frame).toHaveAttribute('data-status', 'loading');
    await expect(getComputedStyle(frame.querySelector('img')!).opacity).toBe('0');
    await expect(frame.getBoundingClientRect().height).toBe(150);
  },
};

function FailoverDemo() {
  // A fixed draw makes the first pick cdn-a, which is down in this story.
  const [pool] = useState(() =>
    createCdnPool(['https://cdn-a.lobby.test', 'https://cdn-b.lobby.test'], { random: () => 0 }),
  );
  return (
    <CdnProvider pool={pool}>
      <ScrollList label="Game list">
        <Image path="games/failover-1.svg" alt="Fortune Gems" aspectRatio={1} radius="card" />
        <Spacer />
        <Image path="/games/failover-2.svg" alt="Mahjong Ways" aspectRatio={1} radius="card" />
      </ScrollList>
    </CdnProvider>
  );
}

/**
 * Two image CDNs, the first answering 404: the first tile shows the default
 * icon (one attempt) and reports the host; the next tile loads from the second host.
 */
export const CdnFailover: Story = {
  parameters: { msw: { handlers: [brokenCdn('https://cdn-a.lobby.test'), workingCdn('https://cdn-b.lobby.test')] } },
  render: () => <FailoverDemo />,
  play: async ({ canvas }) => {
    const list = canvas.getByRole('region', { name: 'Game list' });
    const fallback = await within(list).findByRole('img', { name: 'Image unavailable' });
    await expect(frameOf(fallback)).toHaveAttribute('data-status', 'error');
    await expect(cdnRequest).toHaveBeenCalledTimes(1);
    await expect(cdnRequest).toHaveBeenCalledWith('https://cdn-a.lobby.test/games/failover-1.svg');

    const frames = list.querySelectorAll<HTMLElement>('[data-status]');
    frames[frames.length - 1]!.scrollIntoView({ block: 'end' });
    const next = await within(list).findByRole('img', { name: 'Mahjong Ways' });
    await expect(next).toHaveAttribute('src', 'https://cdn-b.lobby.test/games/failover-2.svg');
    await waitFor(() => expect(frameOf(next)).toHaveAttribute('data-status', 'loaded'));
    await expect(cdnRequest).toHaveBeenCalledTimes(2);
  },
};

export const Contain: Story = {
  args: { src: liveTable, alt: 'Baccarat A', fit: 'contain', aspectRatio: 1 },
  play: async ({ canvas }) => {
    const image = await canvas.findByRole('img', { name: 'Baccarat A' });
    await expect(getComputedStyle(image).objectFit).toBe('contain');
  },
};

export const Chinese: Story = {
  args: { src: 'https://cdn.lobby.test/games/missing-cn.png', alt: '宝石财富' },
  parameters: { msw: { handlers: [brokenCdn('https://cdn.lobby.test')] } },
  globals: { locale: 'CN' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: '图片无法显示' })).toBeVisible();
  },
};

/** The phone game grid: two square tiles per row at 375 px. */
export const MobileGrid: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [(Story) => <div style={{ width: '100%' }}>{Story()}</div>],
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 8 }}>
      {['Fortune Gems', 'Super Ace', 'Golden Empire', 'Boxing King'].map((name) => (
        <Image key={name} {...args} alt={name} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const images = await canvas.findAllByRole('img');
    await expect(images).toHaveLength(4);
    const [first, second, third] = images.map((image) => frameOf(image).getBoundingClientRect());
    await expect(second!.top).toBe(first!.top);
    await expect(third!.top).toBeGreaterThan(first!.bottom);
    await expect(first!.width).toBeCloseTo(first!.height, 0);
  },
};
