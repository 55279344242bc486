import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { LoginPage } from './login-page';

const at = (path: string) => () => (
  <RouterProvider
    router={createMemoryRouter(
      [
        { path: '/login', element: <LoginPage /> },
        { path: '/register', element: <LoginPage /> },
      ],
      { initialEntries: [path] },
    )}
  />
);

const meta: Meta<typeof LoginPage> = { title: 'Auth/Login page', component: LoginPage };
export default meta;

export const SignIn: StoryObj<typeof LoginPage> = { render: at('/login') };
export const Register: StoryObj<typeof LoginPage> = { render: at('/register') };
