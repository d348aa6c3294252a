export type { BoxProps, StackProps } from './Layout';
export { Box, Stack } from './Layout';
