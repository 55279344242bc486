import { createToaster, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';

/** Success and error notices of spec §8; callers pass text already translated. */
export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true });

/** Where toasts appear; rendered once by the app's providers. */
export function AppToaster() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
