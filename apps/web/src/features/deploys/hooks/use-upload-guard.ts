import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

const LEAVE_QUESTION = 'La subida sigue en curso. ¿Quieres salir y cancelarla?';

/**
 * Keeps an upload from being lost by accident: while one runs, leaving the page (a link, the
 * back button, closing the tab) asks first, and leaving anyway cancels it. `start` gives the
 * signal for the upload; `finish` must come before the page moves on by itself.
 */
export function useUploadGuard() {
  const running = useRef<AbortController | null>(null);
  const blocker = useBlocker(() => running.current !== null);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(LEAVE_QUESTION)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (running.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      // Left the page (after saying yes): the upload has no one to report to.
      running.current?.abort();
    };
  }, []);

  return {
    start(): AbortSignal {
      running.current = new AbortController();
      return running.current.signal;
    },
    finish() {
      running.current = null;
    },
  };
}
