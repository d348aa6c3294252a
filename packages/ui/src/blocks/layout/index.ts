export * from './AppLayout';
export * from './Footer';
export { layoutMetrics } from './metrics';
export * from './RightBar';
export * from './SideMenu';
