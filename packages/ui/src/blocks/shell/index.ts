export type { ShellAction, ShellUser } from './actions';
export * from './Balance';
