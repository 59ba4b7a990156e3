import { use } from 'react';
import type { ScreenLoader, ScreenModule } from '../features/types';
import { type Chunk, defineChunk } from './chunks';

const screens = new Map<ScreenLoader, Chunk<ScreenModule>>();

/** The chunk of a screen module, one per loader (routes sharing a screen share its chunk). */
export function screenChunk(name: string, load: ScreenLoader): Chunk<ScreenModule> {
  let chunk = screens.get(load);
  if (!chunk) {
    chunk = defineChunk(name, load);
    screens.set(load, chunk);
  }
  return chunk;
}

/**
 * A chunk's module during render: at once when it has arrived (a navigation waits for it, see
 * `routing/routeData.ts`), otherwise suspending to the nearest `Suspense` until it does.
 */
export function readChunk<M>(chunk: Chunk<M>): M {
  return chunk.loaded() ?? use(chunk.load());
}
