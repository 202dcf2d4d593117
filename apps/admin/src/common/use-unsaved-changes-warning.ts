import { useEffect } from 'react';
import { useBlocker, useTranslate } from 'react-admin';

/**
 * For screens that keep their own state rather than a react-admin form: while `dirty`, leaving the
 * screen inside the app asks first (react-admin's "unsaved changes" message), and closing or
 * reloading the tab makes the browser ask.
 */
export function useUnsavedChangesWarning(dirty: boolean): void {
  const translate = useTranslate();
  const blocker = useBlocker(dirty);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(translate('ra.message.unsaved_changes'))) blocker.proceed?.();
    else blocker.reset?.();
    // The blocker object changes on every render; its state is what matters.
  }, [blocker.state, translate]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
