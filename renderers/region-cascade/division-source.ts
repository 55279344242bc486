import { createContext } from 'react';

/** The levels of the cascade, parent first, as the value's property names. */
export const LEVELS = ['region', 'prefecture', 'municipal_unit', 'local_community'] as const;
export type DivisionLevel = (typeof LEVELS)[number];

/** One option of a level, as the `misc/*` endpoints answer it. */
export interface Division {
  id: string;
  name: string;
  name_en?: string;
}

/** Loads the options of a level: regions by country id, the others by their parent's id. */
export type DivisionSource = (level: DivisionLevel, parent: string, signal?: AbortSignal) => Promise<Division[]>;

const ENDPOINTS: Record<DivisionLevel, [path: string, parameter: string]> = {
  region: ['regions', 'country_id'],
  prefecture: ['prefectures', 'region_id'],
  municipal_unit: ['municipal-units', 'prefecture_id'],
  local_community: ['local-communities', 'municipal_unit_id'],
};

/** The API base of the portal; the misc endpoints are public, so no token is needed. */
export const API_BASE = '/api';

/**
 * The portal API as a source. Renderers may not import src/api (lint zones), and these
 * four public GETs need none of its session handling, so plain fetch does.
 */
export function httpDivisionSource(apiBase: string = API_BASE): DivisionSource {
  return async (level, parent, signal) => {
    const [path, parameter] = ENDPOINTS[level];
    const url = new URL(`${apiBase}/misc/${path}`, globalThis.location?.origin);
    url.searchParams.set(parameter, parent);
    const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`GET ${url.pathname}: HTTP ${response.status}`);
    const body = (await response.json()) as { data?: Division[] };
    return body.data ?? [];
  };
}

/** Where region cascades load their options; stories and screens may provide another. */
export const DivisionSourceContext = createContext<DivisionSource>(httpDivisionSource());
