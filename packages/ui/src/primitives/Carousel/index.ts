export type { CarouselLabels, CarouselProps } from './Carousel';
export { Carousel } from './Carousel';
export { CarouselStill, type CarouselStillProps } from './CarouselStill';
export type { CarouselImage, CarouselSlide } from './slides';
