import { api } from '../../api/client';
import type { components } from '../../api/schema.gen';

export type NewsItem = components['schemas']['NewsItem'];
export type NewNewsItem = Record<'title_el' | 'title_en' | 'title_es' | 'body_el' | 'body_en' | 'body_es', string>;

const safe = <T>(call: Promise<T>) => call.catch((error: unknown) => ({ data: undefined, error }) as T);

export const listNews = () => safe(api.GET('/news', {}));
export const createNews = (body: NewNewsItem) => safe(api.POST('/news', { body }));
