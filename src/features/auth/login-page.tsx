import { lazy, Suspense, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Heading, HStack, Link, Stack, Tabs } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { CatalogForm } from '../../forms/catalog-form';
import { localeAtom, persistLocale } from '../../i18n/locale-store';
import { isSupportedLocale } from '../../i18n/locales';
import { appStore } from '../../api/session';
import { signIn } from './session-actions';
import { ResendVerificationButton } from '../registration/resend-verification-button';
import { LoadingSpinner } from '../../forms/loading-spinner';

// the registration tab (every kind of account's form) comes when it is opened, not with sign-in
const RegistrationPanel = lazy(() => import('../registration/registration-panel').then((m) => ({ default: m.RegistrationPanel })));

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
  // signIn keeps its own handling (session, profile, tokens) and answers a result, not a throw.
  const signingIn = useMutation({
    mutationFn: (data: Credentials) => signIn(data.username ?? '', data.password ?? ''),
    onSuccess: (result) => {
      if (!result.ok) return;
      // The user's saved language wins over this device's at sign-in (per-user locale).
      if (isSupportedLocale(result.session.locale)) {
        appStore.set(localeAtom, result.session.locale);
        persistLocale(result.session.locale);
      }
      void navigate('/', { replace: true });
    },
  });
  const busy = signingIn.isPending;
  // kept beside what was typed: a refused sign-in leaves the fields as they were
  const error = signingIn.data && !signingIn.data.ok ? signingIn.data : null;
  const submit = (data: Credentials) => signingIn.mutate(data);

  return (
    <Tabs.Root value={tab} onValueChange={(e) => navigate(e.value === 'register' ? '/register' : '/login')}>
      <Tabs.List mb={6}>
        <Tabs.Trigger value="login">
          <FormattedMessage id="auth.signIn" />
        </Tabs.Trigger>
        <Tabs.Trigger value="register">
          <FormattedMessage id="auth.createAccount" />
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="login">
        <Stack gap={4}>
          <Heading as="h1" size="lg">
            <FormattedMessage id="auth.signInTitle" />
          </Heading>
          {error && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>
                <FormattedMessage id={error.messageId} values={error.values} />
              </Alert.Title>
            </Alert.Root>
          )}
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
            <Link asChild colorPalette="green">
              <RouterLink to="/forgot-username">
                <FormattedMessage id="auth.forgotUsername" />
              </RouterLink>
            </Link>
            <Link asChild colorPalette="green">
              <RouterLink to="/forgot-password">
                <FormattedMessage id="auth.forgotPassword" />
              </RouterLink>
            </Link>
          </HStack>
        </Stack>
      </Tabs.Content>
      <Tabs.Content value="register">
        <Heading as="h1" size="lg" mb={3}>
          <FormattedMessage id="auth.createAccount" />
        </Heading>
        {tab === 'register' && (
          <Suspense fallback={<LoadingSpinner />}>
            <RegistrationPanel />
          </Suspense>
        )}
      </Tabs.Content>
    </Tabs.Root>
  );
}
