import { TOAST_AUTO_CLOSE_LONG_MS, TOAST_AUTO_CLOSE_MS } from '@pepites/contracts';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useTheme } from '../../hooks/use-theme';

interface NotifyOptions {
  /** 5 s instead of 2.5 s (the failed add to a list, docs/product.md#messages-and-feedback). */
  long?: boolean;
}

type Kind = 'success' | 'error' | 'info';

// react-toastify loads with the first toast, not with the app (its stylesheet is in styles/index.css:
// the unstyled build never injects a <style>, which the CSP refuses). A toast emitted before the
// container mounts is queued by the library and shown once it does.
const loadToastify = () => import('react-toastify/unstyled');

let toastRequested = false;
const listeners = new Set<() => void>();

function requestContainer() {
  if (toastRequested) return;
  toastRequested = true;
  for (const listener of listeners) listener();
}

function show(kind: Kind, message: string, options?: NotifyOptions) {
  requestContainer();
  const autoClose = options?.long ? TOAST_AUTO_CLOSE_LONG_MS : TOAST_AUTO_CLOSE_MS;
  void loadToastify().then(({ toast }) => toast[kind](message, { autoClose }));
}

/** Toasts; pass text already translated: `notify.success(t('...'))`. */
export const notify = {
  success: (message: string, options?: NotifyOptions) => show('success', message, options),
  error: (message: string, options?: NotifyOptions) => show('error', message, options),
  info: (message: string, options?: NotifyOptions) => show('info', message, options),
};

const ToastContainer = lazy(() => loadToastify().then((module) => ({ default: module.ToastContainer })));

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Mounted once by the app provider (top right, progress bar, close on click, no pause). */
export function Toaster() {
  const { resolved } = useTheme();
  const requested = useSyncExternalStore(
    subscribe,
    () => toastRequested,
    () => false,
  );
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer
        position="top-right"
        autoClose={TOAST_AUTO_CLOSE_MS}
        hideProgressBar={false}
        closeOnClick
        pauseOnHover={false}
        pauseOnFocusLoss={false}
        draggable
        theme={resolved}
      />
    </Suspense>
  );
}
