import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { AuthLayout } from './layouts/auth-layout';
import { MainLayout } from './layouts/main-layout';
import { NotFoundPage } from './pages/not-found-page';
import { ComingSoonPage } from './pages/coming-soon-page';
import { LoginPage } from '../features/auth/login-page';
import { CustomersPage } from '../features/customers/customers-page';
import { CustomerAddPage } from '../features/customers/customer-add-page';
import { CustomerEditPage } from '../features/customers/customer-edit-page';
import { CustomerPreviewPage } from '../features/customers/customer-preview-page';
import { EmployeesPage } from '../features/employees/employees-page';
import { NewsPage } from '../features/news/news-page';
import { NotificationsPage } from '../features/notifications/notifications-page';
import { ContactPage } from '../features/contact/contact-page';
import {
  consultantGuard,
  consultantOrEmployeeGuard,
  employeeGuard,
  greekUserGuard,
  guestOnly,
  requireSignedIn,
  resetPasswordGuard,
} from './guards/guards';

const page = (path: string, title?: string, loader?: RouteObject['loader'], element = <ComingSoonPage />): RouteObject => ({
  path,
  loader,
  handle: { title },
  element,
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
          page('/news', 'newsAndInformation', undefined, <NewsPage />),
          page('/notifications', 'notifications', undefined, <NotificationsPage />),
          page('/contact', 'contact', undefined, <ContactPage />),
          page('/settings', 'settings'),
          page('/profile', 'profile', employeeGuard),
          page('/employees', 'employees', consultantOrEmployeeGuard, <EmployeesPage />),
          page('/customers', 'customers', consultantGuard, <CustomersPage />),
          page('/customers/add', 'addCustomer', consultantGuard, <CustomerAddPage />),
          page('/customers/edit/:id', 'editCustomer', consultantGuard, <CustomerEditPage />),
          page('/customers/preview/:id', 'previewCustomer', consultantGuard, <CustomerPreviewPage />),
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
