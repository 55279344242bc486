import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { AuthLayout } from './layouts/auth-layout';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorPage } from './pages/route-error-page';
import type { RouteHandle } from './layouts/page-title';
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
  staffAdminGuard,
} from './guards/guards';

type LoadScreen = () => Promise<ComponentType>;

/**
 * A screen fetched with its route (its own chunk): the guard (`loader`) and the title are
 * here at once, the component is imported when the route is first visited.
 */
const screen = (path: string, load: LoadScreen, title?: string, loader?: RouteObject['loader'], handle: Omit<RouteHandle, 'title'> = {}): RouteObject => ({
  path,
  loader,
  handle: { title, ...handle },
  lazy: async () => ({ Component: await load() }),
});

// the wizard's screens show none of the casework texts (src/i18n/namespaces.ts): their first
// step does not wait for them (they come once it shows: application-routes.ts)
const WIZARD = { casework: false };

/**
 * A screen of the guests' layout: it renders with the guests' messages alone
 * (src/i18n/namespaces.ts), so its page is not sent the signed-in portal's messages.
 */
const guestScreen = screen;

// the add route's loader makes the draft; it comes with the add screen's chunk (a page of that
// route is sent it with its first script: src/server/core/plugins/page-preloads.ts)
const addApplicationLoader = async (args: LoaderFunctionArgs) => (await import('../features/applications/add-application-page')).addApplicationLoader(args);
// the applications' loaders read through the portal's query client: they come in their own
// chunk, with TanStack Query, never in the entry a guest's page is sent (docs/architecture.md);
// a page of their routes is sent that chunk with its first script (scripts/vite-route-preloads.ts)
const applicationRoute =
  (name: 'applicationLoader' | 'editApplicationLoader' | 'myApplicationsLoader' | 'staffApplicationLoader') =>
  async (args: LoaderFunctionArgs) =>
    (await import('../features/applications/application-routes'))[name](args);
const myApplicationsLoader = applicationRoute('myApplicationsLoader');
const staffApplicationLoader = applicationRoute('staffApplicationLoader');
const editApplicationLoader = applicationRoute('editApplicationLoader');
const applicationLoader = applicationRoute('applicationLoader');
// the signed-in portal's layout, with the query client (its own chunk: guests' pages are sent
// neither); react-router loads it beside the screen's chunk, not before it. Its module is named
// here for the build's per-route hints too (scripts/vite-route-preloads.ts).
const signedInLayout = () => import('./layouts/signed-in-layout').then((m) => m.SignedInLayout);
// the public pages paint whole: the register's form and first results, a certificate's answer,
// are fetched before, by loaders that come with the screen's chunk (public-register-route.ts)
const publicRegisterLoader = async (args: LoaderFunctionArgs) => (await import('../features/certificates/public-register-page')).publicRegisterLoader(args);
// the reset link's check: the page paints once it answered (its loader comes with the screen's chunk)
const resetPasswordLoader = async (args: LoaderFunctionArgs) => (await import('../features/recovery/reset-password-page')).resetPasswordLoader(args);
// an e-mail's confirmation link is answered once per visit, the page saying it checks meanwhile (its loader comes with the page's chunk)
const verifyEmailLoader = async (args: LoaderFunctionArgs) => (await import('../features/registration/verify-email-page')).verifyEmailLoader(args);
const verifyCertificateLoader = async (args: LoaderFunctionArgs) => (await import('../features/certificates/verify-certificate-page')).verifyCertificateLoader(args);

/** The route table of spec §2. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <AuthLayout />,
        children: [
          guestScreen('/login', () => import('../features/auth/login-page').then((m) => m.LoginPage), 'signIn', guestOnly),
          // registration is a long form: on a laptop its card is wide enough for two fields side by side
          guestScreen('/register', () => import('../features/auth/login-page').then((m) => m.LoginPage), 'register', guestOnly, { wide: true }),
          guestScreen('/forgot-password', () => import('../features/recovery/forgot-pages').then((m) => m.ForgotPasswordPage), 'forgotPassword', guestOnly),
          guestScreen('/forgot-username', () => import('../features/recovery/forgot-pages').then((m) => m.ForgotUsernamePage), 'forgotUsername', guestOnly),
          guestScreen('/reset-password', () => import('../features/recovery/reset-password-page').then((m) => m.ResetPasswordPage), 'resetPassword', allOfAsync(resetPasswordGuard, resetPasswordLoader)),
          guestScreen('/verify-email', () => import('../features/registration/verify-email-page').then((m) => m.VerifyEmailPage), 'verifyEmail', allOfAsync(guestOnly, verifyEmailLoader)),
          // public: anyone who scans a certificate's QR code, signed in or not
          // public: the register of certificates (/register is the sign-up of spec §2)
          // a new search changes the address: the loader reads its first page (its results wait with a spinner)
          guestScreen('/public-register', () => import('../features/certificates/public-register-page').then((m) => m.PublicRegisterPage), 'publicRegister', publicRegisterLoader, { wide: true }),
          guestScreen('/verify/:code', () => import('../features/certificates/verify-certificate-page').then((m) => m.VerifyCertificatePage), 'verifyCertificate', verifyCertificateLoader),
        ],
      },
      {
        lazy: async () => ({ Component: await signedInLayout() }),
        loader: requireSignedIn,
        children: [
          screen('/', () => import('../features/applications/my-applications-page').then((m) => m.MyApplicationsPage), 'myApplications', myApplicationsLoader),
          screen('/settings', () => import('../features/settings/settings-page').then((m) => m.SettingsPage), 'settings'),
          screen('/profile', () => import('../features/profile/profile-page').then((m) => m.ProfilePage), 'profile', employeeGuard),
          screen('/staff/consultants', () => import('../features/staff/consultant-registrations-page').then((m) => m.ConsultantRegistrationsPage), 'staffConsultants', staffGuard),
          screen('/staff/customer-requests', () => import('../features/staff/customer-requests-page').then((m) => m.CustomerRequestsPage), 'staffCustomerRequests', staffGuard),
          screen('/staff/certificate-requests', () => import('../features/staff/certificate-requests-page').then((m) => m.CertificateRequestsPage), 'staffCertificateRequests', staffGuard),
          screen('/staff/applications', () => import('../features/staff/staff-queue-page').then((m) => m.StaffQueuePage), 'staffApplications', staffGuard),
          screen('/staff/overview', () => import('../features/overview/overview-page').then((m) => m.StaffOverviewPage), 'staffOverview', staffGuard),
          screen('/staff/reports', () => import('../features/reports/reports-page').then((m) => m.StaffReportsPage), 'staffReports', staffGuard),
          screen('/staff/accounts', () => import('../features/staff/staff-accounts-page').then((m) => m.StaffAccountsPage), 'staffAccounts', staffAdminGuard),
          screen('/staff/applications/:id', () => import('../features/staff/staff-application-page').then((m) => m.StaffApplicationPage), 'staffApplication', allOfAsync(staffGuard, staffApplicationLoader)),
          screen('/staff/customers/:id/profile', () => import('../features/staff/staff-customer-profile-page').then((m) => m.StaffCustomerProfilePage), 'staffCustomerProfile', staffGuard),
          // The add route is the refresh-page-detection guard (a reload within 10 s reuses its
          // request id: addApplicationLoader); editApplicationLoader and applicationLoader are validate-application-access.
          screen('/applications/:family/add', () => import('../features/applications/add-application-page').then((m) => m.AddApplicationPage), 'addApplication', allOfAsync(familyGuard, addApplicationLoader), WIZARD),
          screen('/applications/:family/edit/:id', () => import('../features/applications/edit-application-page').then((m) => m.EditApplicationPage), 'editApplication', allOfAsync(familyGuard, editApplicationLoader), WIZARD),
          screen('/applications/:family/inner/:id', () => import('../features/applications/application-page').then((m) => m.ApplicationPage), 'innerApplication', allOfAsync(familyGuard, applicationLoader)),
          screen('/news', () => import('../features/news/news-page').then((m) => m.NewsPage), 'newsAndInformation'),
          screen('/notifications', () => import('../features/notifications/notifications-page').then((m) => m.NotificationsPage), 'notifications'),
          screen('/contact', () => import('../features/contact/contact-page').then((m) => m.ContactPage), 'contact'),
          screen('/employees', () => import('../features/employees/employees-page').then((m) => m.EmployeesPage), 'employees', consultantOrEmployeeGuard),
          screen('/customers', () => import('../features/customers/customers-page').then((m) => m.CustomersPage), 'customers', consultantGuard),
          screen('/customers/add', () => import('../features/customers/customer-add-page').then((m) => m.CustomerAddPage), 'addCustomer', consultantGuard),
          screen('/customers/edit/:id', () => import('../features/customers/customer-edit-page').then((m) => m.CustomerEditPage), 'editCustomer', consultantGuard),
          screen('/customers/preview/:id', () => import('../features/customers/customer-preview-page').then((m) => m.CustomerPreviewPage), 'previewCustomer', consultantGuard),
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
