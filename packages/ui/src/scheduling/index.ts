export { whenIdle } from './whenIdle';
