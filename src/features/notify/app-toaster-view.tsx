import { Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { toaster } from './toaster';

/** The toasts on screen, announced politely to screen readers (loaded with the first toast: ./app-toaster.tsx). */
export function AppToasterView() {
  const intl = useIntl();
  return (
    <Portal>
      {/* the region's own name is English ("Notifications, top-end (alt+T)") unless given */}
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }} aria-label={intl.formatMessage({ id: 'notify.region' })}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {/* its own name is English ("Dismiss notification") unless given */}
            {toast.closable && <Toast.CloseTrigger aria-label={intl.formatMessage({ id: 'notify.close' })} />}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
