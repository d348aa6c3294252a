import type { ReactNode } from 'react';
import { Drawer } from '../../../primitives/Drawer/Drawer';
import { layoutMetrics } from '../metrics';
import { type SideMenuHost, SideMenuHostContext } from './sideMenuHost';

export interface SideMenuDrawerProps {
  open: boolean;
  onOpenChange: ((open: boolean) => void) | undefined;
  title: string;
  host: SideMenuHost;
  children: ReactNode;
}

/** The side menu as a drawer, for screens too narrow to pin it (loaded when first opened). */
export default function SideMenuDrawer({ open, onOpenChange, title, host, children }: SideMenuDrawerProps) {
  return (
    <Drawer.Root open={open} onOpenChange={onOpenChange}>
      <Drawer.Content side="left" title={title} hideTitle width={layoutMetrics.sideMenuWidth} flush>
        <SideMenuHostContext value={host}>{children}</SideMenuHostContext>
      </Drawer.Content>
    </Drawer.Root>
  );
}
