import { PartLoadError } from '@lobby/ui';
import {
  Component,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
} from 'react';
import { isChunkLoadError, loadChunk } from './chunks';

/** A lazily loaded part of the shell that can be loaded anew after its code failed to arrive. */
export interface ShellPart<Props extends object> {
  /** The component to render now. */
  current: LazyExoticComponent<ComponentType<Props>>;
  /** Forgets the failed load, so the next render fetches the part's code again. */
  reload: () => void;
}

/**
 * Wraps a shell part's import with the route chunks' retry and error. React's
 * `lazy` keeps a failed load for good, so the part holds its lazy component
 * and swaps in a fresh one when asked to load again.
 */
export function lazyShellPart<Props extends object>(
  name: string,
  load: () => Promise<{ default: ComponentType<Props> }>,
): ShellPart<Props> {
  const fresh = () => lazy(() => loadChunk(name, load));
  const part: ShellPart<Props> = {
    current: fresh(),
    reload: () => {
      part.current = fresh();
    },
  };
  return part;
}

interface ShellPartSlotProps {
  part: ShellPart<object>;
  /** Over the page: for a part with no place of its own on screen (a window or panel being opened). */
  floating?: boolean;
  /** What shows while its code loads: nothing, or a box that keeps a region's place so nothing below moves up. */
  fallback?: ReactNode;
}

/**
 * Renders a shell part (`fallback`, nothing by default, while its code loads) and keeps one whose
 * code would not load to itself: a short notice with Try again shows in its
 * place, and the rest of the shell, with whatever the player typed, stays.
 * Other errors go on to the boundaries around it.
 */
export class ShellPartSlot extends Component<ShellPartSlotProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (isChunkLoadError(error)) console.warn(error.message, info.componentStack);
  }

  private readonly retry = () => {
    this.props.part.reload();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (error === null) {
      const Part = this.props.part.current;
      return (
        <Suspense fallback={this.props.fallback ?? null}>
          <Part />
        </Suspense>
      );
    }
    if (!isChunkLoadError(error)) throw error;
    return <PartLoadError floating={this.props.floating ?? false} onRetry={this.retry} />;
  }
}
