import { Portal, Stack, Toast, Toaster, createToaster } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

/** One toaster for the app: success messages of saves (spec §8), already translated by the caller. */
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true });

export const notifySuccess = (title: string) => toaster.create({ title, type: 'success', closable: true });

/** Rendered once by each layout; toasts are announced politely to screen readers. */
export function AppToaster() {
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
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
