import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { AuthLayout } from './layouts/auth-layout';
import { MainLayout } from './layouts/main-layout';
import { NotFoundPage } from './pages/not-found-page';
import { ComingSoonPage } from './pages/coming-soon-page';
import { LoginPage } from '../features/auth/login-page';
import {
  consultantGuard,
  consultantOrEmployeeGuard,
  employeeGuard,
  greekUserGuard,
  guestOnly,
  requireSignedIn,
  resetPasswordGuard,
} from './guards/guards';

const page = (path: string, title?: string, loader?: RouteObject['loader']): RouteObject => ({
  path,
  loader,
  handle: { title },
  element: <ComingSoonPage />,
});

/** The route table of spec §2. Screens not built yet render a titled placeholder. */
export const routes: RouteObject[] = [
  {
    errorElement: <NotFoundPage />,
    children: [
      {
        element: <AuthLayout />,
        children: [
          { path: '/login', loader: guestOnly, element: <LoginPage /> },
          { path: '/register', loader: guestOnly, element: <LoginPage /> },
          page('/forgot-password', 'forgotPassword', guestOnly),
          page('/forgot-username', 'forgotUsername', guestOnly),
          page('/reset-password', 'resetPassword', resetPasswordGuard),
          page('/verify-email', 'verifyEmail', guestOnly),
        ],
      },
      {
        element: <MainLayout />,
        loader: requireSignedIn,
        children: [
          page('/', 'myApplications'),
          page('/news', 'newsAndInformation'),
          page('/notifications', 'notifications'),
          page('/settings', 'settings'),
          page('/profile', 'profile', employeeGuard),
          page('/employees', 'employees', consultantOrEmployeeGuard),
          page('/customers', 'customers', consultantGuard),
          page('/customers/add', 'addCustomer', consultantGuard),
          page('/customers/edit/:id', 'editCustomer', consultantGuard),
          page('/customers/preview/:id', 'previewCustomer', consultantGuard),
          // refresh-page-detection and validate-application-access arrive with the wizard.
          page('/applications/bio/add', 'addApplication', greekUserGuard),
          page('/applications/bio/edit/:id', 'editApplication', greekUserGuard),
          page('/applications/bio/inner/:id', 'innerApplication', greekUserGuard),
          page('/applications/global/add', 'addApplication'),
          page('/applications/global/edit/:id', 'editApplication'),
          page('/applications/global/inner/:id'),
        ],
      },
      { path: '/playground/*', loader: () => redirect('/404') },
      { path: '/playground', loader: () => redirect('/404') },
      // Unknown addresses show the 404 page to everybody, signed in or not.
      { path: '*', element: <NotFoundPage />, handle: { title: 'pageNotFound' } },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
