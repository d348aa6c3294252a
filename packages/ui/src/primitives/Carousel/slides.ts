import type { ReactNode } from 'react';

// The slide data both the carousel and its still render, in a module of its own
// so neither has to import the other for it.

/** Banner art given as a source: rendered with `Image` (lazy except the first slide). */
export interface CarouselImage {
  /** An absolute URL or `data:` URI. */
  src?: string;
  /** A path on the image CDN (see `CdnProvider`). */
  path?: string;
  alt: string;
}

export interface CarouselSlide {
  id: string;
  /** The art: an image source with its alt text, or any element that fills the slide. */
  image: CarouselImage | ReactNode;
  /** Where the banner leads (the banner's `url`); the whole slide becomes one link. */
  href?: string;
  /** What the banner is about; the link's accessible name. */
  label: string;
}
