import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { request } from '../../api/query';
import type { components } from '../../api/schema.gen';

export type NewsItem = components['schemas']['NewsItem'];
export type NewNewsItem = Record<'title_el' | 'title_en' | 'title_es' | 'body_el' | 'body_en' | 'body_es', string>;

export const newsKeys = { all: ['news'] as const };

export const newsQuery = () => queryOptions({ queryKey: newsKeys.all, queryFn: () => request(() => api.GET('/news', {})) });

export const createNews = mutationOptions({
  mutationFn: (body: NewNewsItem) => request(() => api.POST('/news', { body })),
  meta: { invalidates: [newsKeys.all] },
});
