import type { ReactNode } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { AuthLayout } from './layouts/auth-layout';
import { MainLayout } from './layouts/main-layout';
import { NotFoundPage } from './pages/not-found-page';
import { LoginPage } from '../features/auth/login-page';
import { AddApplicationPage } from '../features/applications/add-application-page';
import { ApplicationPage } from '../features/applications/application-page';
import { applicationLoader } from '../features/applications/application-routes';
import { EditApplicationPage } from '../features/applications/edit-application-page';
import { MyApplicationsPage } from '../features/applications/my-applications-page';
import { VerifyEmailPage } from '../features/registration/verify-email-page';
import { ForgotPasswordPage, ForgotUsernamePage } from '../features/recovery/forgot-pages';
import { ResetPasswordPage } from '../features/recovery/reset-password-page';
import { SettingsPage } from '../features/settings/settings-page';
import { ProfilePage } from '../features/profile/profile-page';
import { ConsultantRegistrationsPage } from '../features/staff/consultant-registrations-page';
import { CustomerRequestsPage } from '../features/staff/customer-requests-page';
import { StaffQueuePage } from '../features/staff/staff-queue-page';
import { StaffApplicationPage } from '../features/staff/staff-application-page';
import { StaffCustomerProfilePage } from '../features/staff/staff-customer-profile-page';
import { CustomersPage } from '../features/customers/customers-page';
import { CustomerAddPage } from '../features/customers/customer-add-page';
import { CustomerEditPage } from '../features/customers/customer-edit-page';
import { CustomerPreviewPage } from '../features/customers/customer-preview-page';
import { EmployeesPage } from '../features/employees/employees-page';
import { NewsPage } from '../features/news/news-page';
import { NotificationsPage } from '../features/notifications/notifications-page';
import { ContactPage } from '../features/contact/contact-page';
import { VerifyCertificatePage } from '../features/certificates/verify-certificate-page';
import {
  consultantGuard,
  consultantOrEmployeeGuard,
  employeeGuard,
  guestOnly,
  requireSignedIn,
  resetPasswordGuard,
  familyGuard,
  allOfAsync,
  staffGuard,
} from './guards/guards';

const screen = (path: string, element: ReactNode, title?: string, loader?: RouteObject['loader']): RouteObject => ({
  path,
  loader,
  handle: { title },
  element,
});

/** The route table of spec §2. */
export const routes: RouteObject[] = [
  {
    errorElement: <NotFoundPage />,
    children: [
      {
        element: <AuthLayout />,
        children: [
          { path: '/login', loader: guestOnly, element: <LoginPage /> },
          { path: '/register', loader: guestOnly, element: <LoginPage /> },
          screen('/forgot-password', <ForgotPasswordPage />, 'forgotPassword', guestOnly),
          screen('/forgot-username', <ForgotUsernamePage />, 'forgotUsername', guestOnly),
          screen('/reset-password', <ResetPasswordPage />, 'resetPassword', resetPasswordGuard),
          screen('/verify-email', <VerifyEmailPage />, 'verifyEmail', guestOnly),
          // public: anyone who scans a certificate's QR code, signed in or not
          screen('/verify/:code', <VerifyCertificatePage />, 'verifyCertificate'),
        ],
      },
      {
        element: <MainLayout />,
        loader: requireSignedIn,
        children: [
          { path: '/', element: <MyApplicationsPage />, handle: { title: 'myApplications' } },
          screen('/settings', <SettingsPage />, 'settings'),
          screen('/profile', <ProfilePage />, 'profile', employeeGuard),
          screen('/staff/consultants', <ConsultantRegistrationsPage />, 'staffConsultants', staffGuard),
          screen('/staff/customer-requests', <CustomerRequestsPage />, 'staffCustomerRequests', staffGuard),
          screen('/staff/applications', <StaffQueuePage />, 'staffApplications', staffGuard),
          screen('/staff/applications/:id', <StaffApplicationPage />, 'staffApplication', staffGuard),
          screen('/staff/customers/:id/profile', <StaffCustomerProfilePage />, 'staffCustomerProfile', staffGuard),
          // The add page is the refresh-page-detection guard (a reload within 10 s reuses its
          // request id); applicationLoader is validate-application-access.
          { path: '/applications/:family/add', loader: familyGuard, element: <AddApplicationPage />, handle: { title: 'addApplication' } },
          { path: '/applications/:family/edit/:id', loader: allOfAsync(familyGuard, applicationLoader), element: <EditApplicationPage />, handle: { title: 'editApplication' } },
          { path: '/applications/:family/inner/:id', loader: allOfAsync(familyGuard, applicationLoader), element: <ApplicationPage />, handle: { title: 'innerApplication' } },
          screen('/news', <NewsPage />, 'newsAndInformation'),
          screen('/notifications', <NotificationsPage />, 'notifications'),
          screen('/contact', <ContactPage />, 'contact'),
          screen('/employees', <EmployeesPage />, 'employees', consultantOrEmployeeGuard),
          screen('/customers', <CustomersPage />, 'customers', consultantGuard),
          screen('/customers/add', <CustomerAddPage />, 'addCustomer', consultantGuard),
          screen('/customers/edit/:id', <CustomerEditPage />, 'editCustomer', consultantGuard),
          screen('/customers/preview/:id', <CustomerPreviewPage />, 'previewCustomer', consultantGuard),
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
