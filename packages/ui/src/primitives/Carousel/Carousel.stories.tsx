import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { storyClock } from '../../stories/clock';
import { breakpoints } from '../../theme/tokens';
import { Button } from '../Button/Button';
import { Carousel } from './Carousel';
import { CarouselStill } from './CarouselStill';
import bannerLive from './fixtures/banner-live.svg';
import bannerSports from './fixtures/banner-sports.svg';
import bannerWelcome from './fixtures/banner-welcome.svg';
import type { CarouselSlide } from './slides';

const banners: CarouselSlide[] = [
  {
    id: 'welcome',
    image: { src: bannerWelcome, alt: 'A stack of gold coins under a spotlight' },
    href: '#promotions/welcome',
    label: 'Welcome bonus: 100% on your first deposit',
  },
  {
    id: 'live',
    image: { src: bannerLive, alt: 'Playing cards and chips on a green table' },
    href: '#live',
    label: 'Live casino: real dealers, around the clock',
  },
  {
    id: 'sports',
    image: { src: bannerSports, alt: 'A football on a floodlit pitch' },
    href: '#sports',
    label: 'Sports: boosted odds on every weekend match',
  },
];

type Canvas = ReturnType<typeof within>;

const slideOf = (canvas: Canvas, index: number, count = 3) =>
  canvas.getByRole('group', { name: `Slide ${index} of ${count}` });

/** What a player notices: the dot is marked current and the slide sits fully in view. */
async function expectCurrent(canvas: Canvas, index: number, count = 3) {
  await waitFor(() =>
    expect(canvas.getByRole('button', { name: `Go to slide ${index}` })).toHaveAttribute('aria-current', 'true'),
  );
  const slide = slideOf(canvas, index, count);
  await expect(slide.inert).toBe(false);
  for (let other = 1; other <= count; other++) {
    if (other !== index) await expect(slideOf(canvas, other, count).inert).toBe(true);
  }
  await expectAtRest(slide);
}

/** Waits until the track has stopped with the slide exactly in view. */
async function expectAtRest(slide: HTMLElement) {
  const region = slide.closest('[aria-roledescription="carousel"]')!;
  const viewport = slide.parentElement!.parentElement!;
  await waitFor(() => expect(region).not.toHaveAttribute('data-moving'), { timeout: 3000 });
  // To the hundredth of a pixel: a track still easing by a fraction of one draws the picture's edges differently.
  await waitFor(() =>
    expect(Math.abs(slide.getBoundingClientRect().left - viewport.getBoundingClientRect().left)).toBeLessThan(0.01),
  );
}

/** Drags across the element with touch events, like a thumb swiping left or right. */
async function swipe(element: Element, fromX: number, toX: number) {
  const box = element.getBoundingClientRect();
  const y = box.top + box.height / 2;
  const send = (type: 'touchstart' | 'touchmove' | 'touchend', x: number) => {
    const point = new Touch({ identifier: 1, target: element, clientX: box.left + x, clientY: y });
    element.dispatchEvent(
      new TouchEvent(type, {
        bubbles: true,
        cancelable: true,
        touches: type === 'touchend' ? [] : [point],
        changedTouches: [point],
      }),
    );
  };
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  send('touchstart', fromX);
  for (let step = 1; step <= 6; step++) {
    send('touchmove', fromX + ((toX - fromX) * step) / 6);
    await frame();
  }
  send('touchend', toX);
}

const expectedRatio = () => (window.matchMedia(`(min-width: ${breakpoints.tablet}px)`).matches ? 16 / 5 : 16 / 9);

const meta = {
  title: 'Primitives/Carousel',
  component: Carousel,
  args: { slides: banners, autoplay: false, interval: 5000, loop: true, onSlideChange: fn() },
  argTypes: {
    slides: { control: false },
    children: { control: false },
    labels: { control: false },
    interval: { control: { type: 'number', min: 1000, step: 500 } },
  },
  // Autoplay runs on a clock the play functions move: it never steps on its own mid-test or mid-snapshot.
  parameters: {
    clock: 'manual',
    docs: {
      description: {
        component:
          'The home page banners (`groupName`, `url`), on Embla. One slide at a time with swipe, previous/next buttons, dots ("Go to slide n", `aria-current`) and ArrowLeft/ArrowRight/Home/End while focus is inside. Autoplay (every `interval` ms, 5 s by default) pauses on hover, while focus is inside and while the tab is hidden, is off under reduced motion, and has a pause button (WCAG 2.2.2); stories run it on a clock their play functions move. Slides have a fixed shape (16:9 on phones, 16:5 from 768 px) so nothing shifts; only the first banner loads at once, the others lazily or just before they are shown. Off-screen slides are inert. Pass `slides` for image banners or `children` for custom slides.',
      },
    },
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Banners' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(region).getAllByRole('group');
    await expect(slides).toHaveLength(3);
    for (const slide of slides) await expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    await expectCurrent(canvas, 1);
    await expect(canvas.getByRole('link', { name: banners[0]!.label })).toHaveAttribute('href', '#promotions/welcome');
    const box = slides[0]!.getBoundingClientRect();
    await expect(box.width / box.height).toBeCloseTo(expectedRatio(), 1);
    // Autoplay is off here: no pause control, and changes are announced politely.
    await expect(within(region).queryByRole('button', { name: /automatic slide show/ })).toBeNull();
  },
};

/** Buttons, dots and arrow keys; the moves report through `onSlideChange`. */
export const KeyboardAndPointer: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expectCurrent(canvas, 2);
    await expect(args.onSlideChange).toHaveBeenLastCalledWith(1);

    // Focus stays on the Next button: arrow keys work anywhere inside the carousel.
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expectCurrent(canvas, 1);

    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 3' }));
    await expectCurrent(canvas, 3);

    // Looping: Next on the last slide returns to the first.
    await userEvent.keyboard('{ArrowRight}');
    await expectCurrent(canvas, 1);
    await userEvent.keyboard('{End}');
    await expectCurrent(canvas, 3);
    await userEvent.keyboard('{Home}');
    await expectCurrent(canvas, 1);
  },
};

/** Tabbing reaches only the current banner; arrow keys carry focus to the next banner's link. */
export const KeyboardFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const first = canvas.getByRole('link', { name: banners[0]!.label });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expectCurrent(canvas, 2);
    await expect(canvas.getByRole('link', { name: banners[1]!.label })).toHaveFocus();
    // Hidden slides are inert: their links cannot take focus (Tab skips them).
    const hidden = canvas.getByRole('link', { name: banners[2]!.label });
    hidden.focus();
    await expect(hidden).not.toHaveFocus();
    await expect(canvas.getByRole('link', { name: banners[1]!.label })).toHaveFocus();
  },
};

export const Swipe: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const slide = slideOf(canvas, 1);
    const width = slide.getBoundingClientRect().width;
    await swipe(slide, width * 0.85, width * 0.1);
    await expectCurrent(canvas, 2);
    await swipe(slideOf(canvas, 2), width * 0.1, width * 0.85);
    await expectCurrent(canvas, 1);
  },
};

/** Only the first banner is fetched up front; the next one once the carousel moves. */
export const LazyImages: Story = {
  play: async ({ canvas, userEvent }) => {
    const frame = (index: number) => slideOf(canvas, index).querySelector('[data-status]')!;
    await waitFor(() => expect(frame(1)).toHaveAttribute('data-status', 'loaded'));
    await expect(frame(2)).toHaveAttribute('data-status', 'idle');
    await expect(frame(3)).toHaveAttribute('data-status', 'idle');
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expectCurrent(canvas, 2);
    await waitFor(() => expect(frame(2)).toHaveAttribute('data-status', 'loaded'));
    // The slide after the current one is fetched ahead of time.
    await waitFor(() => expect(frame(3)).toHaveAttribute('data-status', 'loaded'));
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 1' }));
    await expectCurrent(canvas, 1);
  },
};

export const SingleSlide: Story = {
  args: { slides: banners.slice(0, 1), autoplay: true },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Banners' });
    await expect(within(region).queryAllByRole('button')).toHaveLength(0);
    await expect(region).toHaveAttribute('data-autoplay', 'off');
    const slide = canvas.getByRole('group', { name: 'Slide 1 of 1' });
    await expect(slide.inert).toBe(false);
    await expect(canvas.getByRole('link', { name: banners[0]!.label })).toBeVisible();
  },
};

export const AutoplayOff: Story = {
  args: { autoplay: false },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Banners' });
    await expect(region).toHaveAttribute('data-autoplay', 'off');
    await expect(within(region).queryByRole('button', { name: /automatic slide show/ })).toBeNull();
    await expect(slideOf(canvas, 1).parentElement).toHaveAttribute('aria-live', 'polite');
  },
};

/** Autoplay steps every `interval`; hover and focus pause it, the button stops it. */
export const Autoplay: Story = {
  args: { autoplay: true, interval: 400 },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const clock = storyClock(context);
    const interval = args.interval ?? 5000;
    const region = canvas.getByRole('region', { name: 'Banners' });
    const track = slideOf(canvas, 1).parentElement!;
    await expect(region).toHaveAttribute('data-autoplay', 'running');
    await expect(track).toHaveAttribute('aria-live', 'off');
    await clock.advance(interval - 1);
    await expect(canvas.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');
    await clock.advance(1);
    await expectCurrent(canvas, 2);
    await clock.advance(interval);
    await expectCurrent(canvas, 3);
    // From the last slide it goes round to the first.
    await clock.advance(interval);
    await expectCurrent(canvas, 1);

    // Hover holds it for as long as the pointer stays.
    await userEvent.hover(region);
    await expect(region).toHaveAttribute('data-autoplay', 'paused');
    await expect(track).toHaveAttribute('aria-live', 'polite');
    await clock.advance(interval * 3);
    await expectCurrent(canvas, 1);
    await userEvent.unhover(region);
    await expect(region).toHaveAttribute('data-autoplay', 'running');

    const stop = canvas.getByRole('button', { name: 'Pause automatic slide show' });
    await userEvent.click(stop);
    await expect(stop).toHaveAccessibleName('Start automatic slide show');
    await userEvent.unhover(region);
    stop.blur();
    // Neither hover nor focus holds it now: it stays stopped until Play.
    await expect(region).toHaveAttribute('data-autoplay', 'paused');
    await clock.advance(interval * 3);
    await expectCurrent(canvas, 1);

    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 1' }));
    await expectCurrent(canvas, 1);
  },
};

export const WithoutLoop: Story = {
  args: { loop: false },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 3' }));
    await expectCurrent(canvas, 3);
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toBeDisabled();
    await userEvent.keyboard('{ArrowRight}');
    await expectCurrent(canvas, 3);
  },
};

/** Custom slides: any content, laid over art, filling the same fixed box. */
export const CustomSlides: Story = {
  args: { slides: undefined, label: 'Promotions' },
  render: (args) => (
    <Carousel {...args}>
      {[
        { key: 'vip', title: 'VIP week', text: 'Double points on live tables', art: bannerWelcome },
        { key: 'cashback', title: 'Daily cashback', text: 'Up to 1.2% back on slots', art: bannerSports },
      ].map(({ key, title, text, art }) => (
        <div
          key={key}
          style={{
            display: 'grid',
            alignContent: 'center',
            justifyItems: 'start',
            gap: 8,
            padding: '0 56px',
            backgroundImage: `linear-gradient(90deg, rgba(12, 15, 24, 0.85), rgba(12, 15, 24, 0) 70%), url("${art}")`,
            backgroundSize: 'cover',
            backgroundPosition: 'center',
            color: '#f4f6fb',
          }}
        >
          <h2 style={{ margin: 0, fontSize: 24 }}>{title}</h2>
          <p style={{ margin: 0 }}>{text}</p>
          <Button size="sm" asChild>
            <a href={`#${key}`}>Join now</a>
          </Button>
        </div>
      ))}
    </Carousel>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('region', { name: 'Promotions' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'VIP week' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expectCurrent(canvas, 2, 2);
    await expect(within(slideOf(canvas, 2, 2)).getByRole('link', { name: 'Join now' })).toHaveAttribute(
      'href',
      '#cashback',
    );
  },
};

export const Chinese: Story = {
  globals: { locale: 'CN' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('region', { name: '横幅' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: '第 1 张，共 3 张' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '下一张' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: '前往第 2 张' })).toHaveAttribute('aria-current', 'true'),
    );
    await userEvent.click(canvas.getByRole('button', { name: '上一张' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: '前往第 1 张' })).toHaveAttribute('aria-current', 'true'),
    );
    await expectAtRest(canvas.getByRole('group', { name: '第 1 张，共 3 张' }));
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const box = slideOf(canvas, 1).getBoundingClientRect();
    await expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
    const next = canvas.getByRole('button', { name: 'Next slide' }).getBoundingClientRect();
    await expect(next.width).toBe(32);
    const dot = canvas.getByRole('button', { name: 'Go to slide 1' }).getBoundingClientRect();
    await expect(dot.height).toBeGreaterThanOrEqual(24);
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'laptop', isRotated: false } },
  play: async ({ canvas }) => {
    const box = slideOf(canvas, 1).getBoundingClientRect();
    await expect(box.width / box.height).toBeCloseTo(16 / 5, 1);
    await expect(canvas.getByRole('button', { name: 'Next slide' }).getBoundingClientRect().width).toBe(40);
  },
};

/** One ratio for every width, e.g. a square promo carousel in a sidebar. */
export const CustomAspectRatio: Story = {
  args: { aspectRatio: '1 / 1' },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const box = slideOf(canvas, 1).getBoundingClientRect();
    await expect(box.width).toBeCloseTo(box.height, 0);
  },
};

/**
 * `CarouselStill`: the first banner alone, in the carousel's box, for the time
 * the carousel engine takes to load; the swap moves nothing.
 */
export const StillWhileLoading: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <CarouselStill slides={args.slides ?? []} label="Banners while loading" />
      <Carousel {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const still = canvas.getByRole('region', { name: 'Banners while loading' });
    await expect(still).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(still).getAllByRole('group');
    await expect(slides).toHaveLength(1);
    await expect(slides[0]).toHaveAccessibleName('Slide 1 of 3');
    await expect(within(still).getByRole('link', { name: banners[0]!.label })).toHaveAttribute(
      'href',
      '#promotions/welcome',
    );
    await expect(within(still).queryAllByRole('button')).toHaveLength(0);
    const carousel = canvas.getByRole('region', { name: 'Banners' });
    const stillBox = still.getBoundingClientRect();
    const carouselBox = carousel.getBoundingClientRect();
    await expect(stillBox.width).toBeCloseTo(carouselBox.width, 0);
    await expect(stillBox.height).toBeCloseTo(carouselBox.height, 0);
  },
};

function StillThenCarousel({ slides }: { slides: readonly CarouselSlide[] }) {
  const [engineReady, setEngineReady] = useState(false);
  return engineReady ? (
    <Carousel slides={slides} label="Banners" />
  ) : (
    <CarouselStill slides={slides} label="Banners" onEngage={() => setEngineReady(true)} />
  );
}

/**
 * A keyboard player reaches the lead banner before the carousel engine has
 * loaded: reaching it asks for the engine, and when the carousel replaces the
 * still it keeps their focus on the same banner.
 */
export const StillHandsOverFocus: Story = {
  render: (args) => <StillThenCarousel slides={args.slides ?? []} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await waitFor(() => expect(canvas.getAllByRole('button').length).toBeGreaterThan(0));
    const carousel = canvas.getByRole('region', { name: 'Banners' });
    await expect(carousel).not.toHaveAttribute('data-carousel-still');
    const [firstSlide] = within(carousel).getAllByRole('group');
    await expect(within(firstSlide!).getByRole('link', { name: banners[0]!.label })).toHaveFocus();
  },
};

/**
 * A carousel replacing a still that has already shown its lead banner for an
 * interval takes its first autoplay step at once (`firstStepIn={0}`), so the
 * banners keep their rhythm.
 */
export const FirstStepAtOnce: Story = {
  args: { autoplay: true, interval: 60_000, firstStepIn: 0 },
  play: async (context) => {
    const { canvas } = context;
    const clock = storyClock(context);
    await clock.advance(0);
    await expectCurrent(canvas, 2);
    // Later steps keep the full interval.
    await clock.advance(60_000 - 1);
    await expectCurrent(canvas, 2);
    await clock.advance(1);
    await expectCurrent(canvas, 3);
  },
};
