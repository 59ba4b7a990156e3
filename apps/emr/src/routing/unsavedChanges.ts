import { useDialog } from '@simrs/design-system';
import { type RefObject, useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

/** The spec's unsaved-change wording (section 8). */
export const UNSAVED_CHANGES = 'Perubahan data belum di simpan.';

/**
 * While a form holds unsaved changes: leaving it inside the app asks first (the catalogue's
 * 'Perubahan data belum di simpan.' confirmation), closing or reloading the tab makes the browser
 * warn. `saving` (set while a save that navigates away is under way) lets that navigation pass.
 */
export function useUnsavedChangesGuard(isDirty: boolean, saving?: RefObject<boolean>): void {
  const dialog = useDialog();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty &&
      !saving?.current &&
      // A form addressed by its query (`/pasien?form=add`) is left when the query changes.
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void dialog.confirmUnsavedChanges().then((leave) => {
      if (leave) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, dialog]);
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = UNSAVED_CHANGES;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);
}
