import { lazy, type ComponentType } from 'react';

type Module<P> = { default: ComponentType<P> };

export type PreloadableLazy<P> = ComponentType<P> & {
  /** Starts loading the code (once; again after a failed load); resolves when it is in. */
  preload: () => Promise<Module<P>>;
};

/**
 * A component whose code loads on demand, like React's `lazy`, but that renders at once when its code has
 * already come (preloaded when the route opened). `lazy` suspends on its first render even then, and
 * React holds the revealed content back until 300 ms after the last fallback it showed: on a slow line
 * the dashboard, whose code had come with the layout's, painted 300 ms after the layout.
 */
export function preloadableLazy<P extends object>(load: () => Promise<Module<P>>): PreloadableLazy<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<Module<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  function Preloadable(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
