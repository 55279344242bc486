import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { AuthLayout } from './layouts/auth-layout';
import { MainLayout } from './layouts/main-layout';
import { NotFoundPage } from './pages/not-found-page';
import { ComingSoonPage } from './pages/coming-soon-page';
import { LoginPage } from '../features/auth/login-page';
import { AddApplicationPage } from '../features/applications/add-application-page';
import { ApplicationPage } from '../features/applications/application-page';
import { applicationLoader } from '../features/applications/application-routes';
import { EditApplicationPage } from '../features/applications/edit-application-page';
import { MyApplicationsPage } from '../features/applications/my-applications-page';
import {
  consultantGuard,
  consultantOrEmployeeGuard,
  employeeGuard,
  guestOnly,
  requireSignedIn,
  resetPasswordGuard,
  familyGuard,
  allOfAsync,
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
          { path: '/', element: <MyApplicationsPage />, handle: { title: 'myApplications' } },
          page('/news', 'newsAndInformation'),
          page('/notifications', 'notifications'),
          page('/settings', 'settings'),
          page('/profile', 'profile', employeeGuard),
          page('/employees', 'employees', consultantOrEmployeeGuard),
          page('/customers', 'customers', consultantGuard),
          page('/customers/add', 'addCustomer', consultantGuard),
          page('/customers/edit/:id', 'editCustomer', consultantGuard),
          page('/customers/preview/:id', 'previewCustomer', consultantGuard),
          // The add page is the refresh-page-detection guard (a reload within 10 s reuses its
          // request id); applicationLoader is validate-application-access.
          { path: '/applications/:family/add', loader: familyGuard, element: <AddApplicationPage />, handle: { title: 'addApplication' } },
          { path: '/applications/:family/edit/:id', loader: allOfAsync(familyGuard, applicationLoader), element: <EditApplicationPage />, handle: { title: 'editApplication' } },
          { path: '/applications/:family/inner/:id', loader: allOfAsync(familyGuard, applicationLoader), element: <ApplicationPage />, handle: { title: 'innerApplication' } },
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
