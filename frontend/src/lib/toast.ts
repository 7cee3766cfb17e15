/**
 * Toasts through react-toastify, loaded on first use so that it is never in the first page load.
 * `notify` may be called before the container is mounted: react-toastify queues those toasts.
 */
export type ToastKind = 'info' | 'success' | 'warning' | 'error';

type Toastify = typeof import('react-toastify');

let toastify: Toastify | null = null;
let loading: Promise<Toastify> | null = null;
let requested = false;
const listeners = new Set<() => void>();

export function loadToastify(): Promise<Toastify> {
  loading ??= import('react-toastify').then((module) => (toastify = module));
  return loading;
}

/**
 * Shows a toast; the first call also asks the app to mount the toast container. The same message of
 * the same kind is shown once while it is on screen (its text is its id).
 */
export function notify(message: string, kind: ToastKind = 'info'): void {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  void loadToastify().then(({ toast }) => {
    toast[kind](message, { toastId: `${kind}:${message}` });
  });
}

/** Removes every toast (when the URL changes). Nothing to do before the first toast. */
export function dismissAllToasts(): void {
  toastify?.toast.dismiss();
}

export function toastsRequested(): boolean {
  return requested;
}

export function subscribeToToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
