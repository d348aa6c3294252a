export { default } from './upcoming';
