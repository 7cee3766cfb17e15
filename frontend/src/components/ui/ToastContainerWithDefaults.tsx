import { cssTransition, ToastContainer } from 'react-toastify';

/** Toasts collapse in 300 ms once they leave. */
export const TOAST_COLLAPSE_MS = 300;
export const TOAST_AUTO_CLOSE_MS = 5000;

const bounce = cssTransition({
  enter: 'Toastify--animate Toastify__bounce-enter',
  exit: 'Toastify--animate Toastify__bounce-exit',
  appendPosition: true,
  collapseDuration: TOAST_COLLAPSE_MS,
});

/** The app's one toast container with the product's settings. */
export default function ToastContainerWithDefaults() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      theme="light"
      pauseOnHover
      pauseOnFocusLoss
      closeOnClick
      newestOnTop={false}
      transition={bounce}
      className="toasts"
    />
  );
}
