import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { ScreenProps } from '../features/types';
import { loadChunk } from './chunks';

type Loader = () => Promise<{ default: ComponentType<ScreenProps> }>;

const cache = new Map<Loader, LazyExoticComponent<ComponentType<ScreenProps>>>();

/** One lazy component per screen module (routes sharing a screen share its chunk). */
export function lazyScreen(
  chunk: string,
  load: Loader,
): LazyExoticComponent<ComponentType<ScreenProps>> {
  let component = cache.get(load);
  if (!component) {
    component = lazy(() => loadChunk(chunk, load));
    cache.set(load, component);
  }
  return component;
}
