import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { NotFoundPage } from './not-found-page';

const meta: Meta<typeof NotFoundPage> = {
  title: 'App/Not found page',
  component: NotFoundPage,
  render: () => (
    <RouterProvider router={createMemoryRouter([{ path: '*', element: <NotFoundPage /> }], { initialEntries: ['/nowhere'] })} />
  ),
};
export default meta;

export const Default: StoryObj<typeof NotFoundPage> = {};
export const SmallScreen: StoryObj<typeof NotFoundPage> = {
  globals: { viewport: { value: 'mobile1' } },
};
