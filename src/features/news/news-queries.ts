import { mutationOptions } from '@tanstack/react-query';
import { pagedQuery } from '../../api/paging';
import { api } from '../../api/client';
import { request } from '../../api/query';
import type { components } from '../../api/schema.gen';

export type NewsItem = components['schemas']['NewsItem'];
export type NewNewsItem = Record<'title_el' | 'title_en' | 'title_es' | 'body_el' | 'body_en' | 'body_es', string>;

export const newsKeys = { all: ['news'] as const };

/** The news, newest first, page by page. */
export const newsQuery = () => pagedQuery(newsKeys.all, (cursor) => request(() => api.GET('/news', { params: { query: { cursor } } })));

export const createNews = mutationOptions({
  mutationFn: (body: NewNewsItem) => request(() => api.POST('/news', { body })),
  meta: { invalidates: [newsKeys.all] },
});
