/** A short notice that comes and goes on its own: news, not a question. */
export type Toast = { id: number; text: string; link?: { to: string; label: string } };

/** How long a toast stays: long enough to read two lines, not to get in the way. */
export const TOAST_MS = 6000;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function set(next: readonly Toast[]) {
  toasts = next;
  for (const listener of [...listeners]) listener();
}

/** Shows a toast (at most three at once: the oldest goes first) and hides it after a while. */
export function showToast(toast: Omit<Toast, 'id'>) {
  const id = nextId++;
  set([...toasts.slice(-2), { ...toast, id }]);
  setTimeout(() => dismissToast(id), TOAST_MS);
}

export function dismissToast(id: number) {
  if (toasts.some((toast) => toast.id === id)) set(toasts.filter((toast) => toast.id !== id));
}

export const currentToasts = (): readonly Toast[] => toasts;

export function subscribeToToasts(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
