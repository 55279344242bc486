import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/** A renderer fetched with its own chunk the first time a form shows it; `preload` fetches it ahead. */
export type LazyRenderer<P> = ComponentType<P> & {
  preload: () => Promise<void>;
  isLoaded: () => boolean;
  /** Whether `component` is this renderer: the wrapper or the component it loaded (a ui schema may name either). */
  is: (component: unknown) => boolean;
};

/**
 * Wraps a renderer so that its code (a map, a virtualised table, a select with its popover)
 * downloads only with the first form that uses it, not with every screen that shows a form.
 * One mounted after it loaded renders it at once (no suspense), so a form that re-mounts never
 * flickers; until then only this field waits, the rest of the form is already there.
 */
export function lazyRenderer<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): LazyRenderer<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () => (pending ??= load().then((component) => void (loaded = component)));
  const Deferred = lazy(() => preload().then(() => ({ default: loaded! })));
  function Renderer(props: P) {
    // The way chosen at mount is kept: one that mounted waiting and later drew the loaded
    // component directly would mount it afresh on its next render, and lose what it held
    // (an upload under way, a form's answers not yet passed up).
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={fallback}>
        <Deferred {...props} />
      </Suspense>
    );
  }
  return Object.assign(Renderer, {
    preload,
    isLoaded: () => loaded !== undefined,
    is: (component: unknown) => component === Renderer || (loaded !== undefined && component === loaded),
  });
}

/** A lazyRenderer of a module whose default export is the renderer (rjsf's own files), typed as `R` (a Widget, a Field). */
export const lazyDefaultRenderer = <R,>(load: () => Promise<{ default: unknown }>): R =>
  lazyRenderer(() => load().then((m) => m.default as ComponentType<object>)) as unknown as R;
