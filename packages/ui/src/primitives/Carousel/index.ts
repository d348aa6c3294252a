export type { CarouselImage, CarouselLabels, CarouselProps, CarouselSlide } from './Carousel';
export { Carousel } from './Carousel';
export { CarouselStill, type CarouselStillProps } from './CarouselStill';
