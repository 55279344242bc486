import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { LoginPage } from './login-page';
import { DivisionSourceContext } from '../../../renderers/region-cascade/division-source';
import { memoryDivisionSource } from '../../../renderers/region-cascade/memory-division-source';

// Stories reach no API: the registration form's region lists come from sample data.
const divisions = memoryDivisionSource();

const at = (path: string) => () => (
  <DivisionSourceContext.Provider value={divisions}>
    <RouterProvider
      router={createMemoryRouter(
        [
          { path: '/login', element: <LoginPage /> },
          { path: '/register', element: <LoginPage /> },
        ],
        { initialEntries: [path] },
      )}
    />
  </DivisionSourceContext.Provider>
);

const meta: Meta<typeof LoginPage> = { title: 'Auth/Login page', component: LoginPage };
export default meta;

export const SignIn: StoryObj<typeof LoginPage> = { render: at('/login') };
export const Register: StoryObj<typeof LoginPage> = { render: at('/register') };
