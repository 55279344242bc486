import { lazy, startTransition, Suspense, useState, useTransition } from 'react';
import { Box, Heading, HStack, Stack } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { CatalogForm } from '../../forms/catalog-form';
import { localeAtom, persistLocale } from '../../i18n/locale-store';
import { isSupportedLocale } from '../../i18n/locales';
import { prefetchMessages, SIGNED_IN_PARTS } from '../../i18n/catalogues';
import { appStore } from '../../api/session';
import { signIn, type SignInResult } from './session-actions';
import { ResendVerificationButton } from '../registration/resend-verification-button';
import { LoadingSpinner } from '../../forms/loading-spinner';
import { RouteLink } from '../shared/route-links';
import { Notice, refusalNotice } from '../shared/notice';

// the registration tab (every kind of account's form) comes when it is opened, not with sign-in,
// its rich fields' texts fetched beside it rather than after it
const RegistrationPanel = lazy(() => {
  prefetchMessages(appStore.get(localeAtom), ['fields']);
  return import('../registration/registration-screen').then((m) => ({ default: m.RegistrationScreen }));
});

interface Credentials {
  username?: string;
  password?: string;
}

/** Spec §2: login and registration share one screen; /register opens the second tab. */
export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [credentials, setCredentials] = useState<Credentials>({});
  const tab = location.pathname === '/register' ? 'register' : 'login';
  // signIn keeps its own handling (session, profile, tokens) and answers a result, not a throw;
  // a React action: the button is busy until it answered (docs/architecture.md, "Guests' screens")
  const [busy, startSigningIn] = useTransition();
  const [result, setResult] = useState<SignInResult | null>(null);
  const submit = (data: Credentials) => {
    setResult(null); // a new attempt: the last one's refusal goes while it is sent
    startSigningIn(async () => {
      const answer = await signIn(data.username ?? '', data.password ?? '');
      startTransition(() => setResult(answer));
      if (!answer.ok) return;
      // The user's saved language wins over this device's at sign-in (per-user locale).
      if (isSupportedLocale(answer.session.locale)) {
        appStore.set(localeAtom, answer.session.locale);
        persistLocale(answer.session.locale);
      }
      // the signed-in portal's texts download beside the first screen's code and data, not after them
      prefetchMessages(appStore.get(localeAtom), SIGNED_IN_PARTS);
      void navigate('/', { replace: true });
    });
  };
  // kept beside what was typed: a refused sign-in leaves the fields as they were
  const error = result && !result.ok ? result : null;
  const intl = useIntl();

  return (
    <>
      <HStack as="nav" aria-label={intl.formatMessage({ id: 'auth.signInOrRegister' })} gap={0} mb={6} borderBottomWidth="1px">
        <PageLink to="/login" current={tab === 'login'} labelId="auth.signIn" />
        <PageLink to="/register" current={tab === 'register'} labelId="auth.createAccount" />
      </HStack>
      {tab === 'login' ? (
        <Stack gap={4}>
          <Heading as="h1" size="lg">
            <FormattedMessage id="auth.signInTitle" />
          </Heading>
          <Notice notice={refusalNotice(error)} mb={0} />
          {error?.messageId === 'errors.accountNotVerified' && credentials.username && (
            <ResendVerificationButton username={credentials.username} />
          )}
          <CatalogForm<Credentials>
            formId="forms/login"
            formData={credentials}
            onChange={setCredentials}
            onSubmit={submit}
            busy={busy}
            submitId="auth.signIn"
            fullWidth
          />
          <HStack justify="space-between" wrap="wrap" fontSize="sm">
            <RouteLink to="/forgot-username">
              <FormattedMessage id="auth.forgotUsername" />
            </RouteLink>
            <RouteLink to="/forgot-password">
              <FormattedMessage id="auth.forgotPassword" />
            </RouteLink>
          </HStack>
          {/* for a buyer or an inspector who has no account: who is certified, without signing in */}
          <RouteLink to="/public-register" fontSize="sm">
            <FormattedMessage id="certificates.register.link" />
          </RouteLink>
        </Stack>
      ) : (
        <>
          <Heading as="h1" size="lg" mb={3}>
            <FormattedMessage id="auth.createAccount" />
          </Heading>
          <Suspense fallback={<LoadingSpinner />}>
            <RegistrationPanel />
          </Suspense>
        </>
      )}
    </>
  );
}

/**
 * Sign-in and registration are two addresses (spec §2: /register opens the second), so the
 * switch between them is a pair of links that look like tabs, the current one marked as the
 * page; tabs' own state machine is not needed on the first page a guest sees.
 */
function PageLink({ to, current, labelId }: { to: string; current: boolean; labelId: string }) {
  return (
    <Box
      asChild
      px={4}
      py={2}
      mb="-1px"
      fontWeight="medium"
      borderBottomWidth="2px"
      borderColor={current ? 'green.600' : 'transparent'}
      color={current ? 'fg' : 'fg.muted'}
      _hover={{ color: 'fg' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'green.600', outlineOffset: '-2px' }}
    >
      <RouterLink to={to} aria-current={current ? 'page' : undefined}>
        <FormattedMessage id={labelId} />
      </RouterLink>
    </Box>
  );
}
