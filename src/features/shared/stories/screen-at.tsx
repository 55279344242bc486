import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type LoaderFunction } from 'react-router';
import { DivisionSourceContext } from '../../../../renderers/region-cascade/division-source';
import { memoryDivisionSource } from '../../../../renderers/region-cascade/memory-division-source';

// the region lists of addresses from sample data, as in the form stories (not the API's)
const divisions = memoryDivisionSource();

// (what shows while the loader runs: nothing, as the app's router shows the page before until it is done)
const Nothing = () => null;

/**
 * A screen's story: the screen at `url` on its route `path` (with the route's loader, as the
 * app's router has it), in a router of its own; any other address renders nothing.
 */
export const screenAt = (path: string, url: string, element: ReactNode, loader?: LoaderFunction) =>
  function Screen() {
    return (
      <DivisionSourceContext.Provider value={divisions}>
        <RouterProvider router={createMemoryRouter([{ path, element, loader, HydrateFallback: Nothing }, { path: '*', element: null }], { initialEntries: [url] })} />
      </DivisionSourceContext.Provider>
    );
  };
