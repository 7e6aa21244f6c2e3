import { type ComponentType, type LazyExoticComponent, lazy } from "react";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React's own lazy takes
export type LazyModule<T extends ComponentType<any>> = LazyExoticComponent<T> & {
  /** starts the download (once); resolves when the module has run */
  preload(): Promise<unknown>;
};

/**
 * React's `lazy`, with a `preload` that main.tsx awaits for the address the app opens at. A module
 * already loaded is handed to React at once (a thenable that answers synchronously), so the page is
 * drawn in the first render. Otherwise React would commit the Suspense fallback first and hold the
 * page's own commit for up to 300 ms after it (its fallback throttle).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React's own lazy takes
export function lazyModule<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyModule<T> {
  let loaded: { default: T } | undefined;
  let loading: Promise<{ default: T }> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module;
      return module;
    }));
  const component = lazy(() => {
    if (!loaded) return preload();
    const module = loaded;
    // React reads a thenable's result in the same call when its then() answers at once
    return { then: (resolve: (value: { default: T }) => void) => resolve(module) } as Promise<{ default: T }>;
  });
  return Object.assign(component, { preload });
}
