/**
 * A lazy component that React takes at once when its code has already come (fetched by `load`, from wherever): lazy()
 * reads it from a thenable that calls back straight away. With a promise, which calls back a microtask later, React
 * suspended on the first render all the same: it showed the fallback (a loading spinner for a frame, a disabled
 * placeholder) and held what replaces a fallback until 300 ms after it.
 */
import { type ComponentType, lazy } from 'react';

export function lazyOnceLoaded<Props extends object>(importModule: () => Promise<{ default: ComponentType<Props> }>) {
  let loaded: { default: ComponentType<Props> } | undefined;
  const load = () => importModule().then((module) => (loaded = module));
  const Component = lazy(() => (loaded ? settled(loaded) : load()));
  return { Component, load };
}

/** A thenable that calls back at once (lazy()'s types name a Promise; it only calls `then`). */
function settled<Module>(module: Module): Promise<Module> {
  // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, the one thing lazy() reads synchronously.
  return { then: (resolve: (value: Module) => void) => resolve(module) } as unknown as Promise<Module>;
}
