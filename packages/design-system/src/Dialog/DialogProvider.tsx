import { errorDialogOf, isCallFailure } from '@simrs/validators/errors';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useClock } from '../clock';
import { whenIdle } from '../internal/idle';
import { BannerRegion } from './BannerRegion.styles';
import type { DialogRequest } from './DialogView';
import {
  type ActiveStatus,
  ALERT_DISPLAY_MS,
  type ConfirmContent,
  confirmCancelContent,
  confirmDeleteContent,
  confirmLogoutContent,
  confirmStatusContent,
  confirmUnsavedContent,
  DIALOG_TEXT,
  labelDialogFields,
  SUCCESS_CLEAR_MS,
  showsAsBanner,
  statusChangedMessage,
} from './messages';

/** 'dialog' shows every error in a dialog; 'normal' shows other errors as an inline banner. */
export type AlertMode = 'dialog' | 'normal';

type Request = DialogRequest;

let viewModule: Promise<typeof import('./DialogView')> | undefined;
/** The dialog view's module, fetched once (a failed download is tried again next time). */
function loadDialogView() {
  if (!viewModule) {
    const loading = import('./DialogView');
    viewModule = loading;
    loading.catch(() => {
      if (viewModule === loading) viewModule = undefined;
    });
  }
  return viewModule;
}
const DialogView = lazy(loadDialogView);
const BannerList = lazy(() => import('./BannerList'));

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

interface InlineAlert {
  id: number;
  tone: 'error' | 'success';
  title: string;
  message: string;
}

/**
 * The label of the form field named `name` on the page: the label of its field block
 * (`data-field`, every field of the design system), or the control's own label.
 */
function fieldLabelInPage(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const control of Array.from(document.getElementsByName(name))) {
    const block = control.closest('[data-field]');
    const own = block?.querySelector('label, [data-field-label]')?.textContent;
    const label =
      own ??
      (control as HTMLInputElement).labels?.[0]?.textContent ??
      control.getAttribute('aria-label');
    if (label?.trim()) return label.trim();
  }
  return undefined;
}

export interface DialogService {
  /**
   * Shows a failed call as the catalogue says (`errorDialogOf` of `@simrs/validators`).
   * 'Blocked With Validation!' lists each field under its label: `fieldLabels` (field key to
   * label) when given, else the label of the field of that `name` on the page, else the key read
   * as words.
   */
  showError(
    error: unknown,
    options?: { mode?: AlertMode; fieldLabels?: Readonly<Record<string, string>> },
  ): void;
  /** A success dialog (or banner in 'normal' mode) cleared after 15 seconds. */
  showSuccess(message: string, options?: { mode?: AlertMode }): void;
  showDeleted(options?: { mode?: AlertMode }): void;
  showStatusChanged(status: ActiveStatus, options?: { mode?: AlertMode }): void;
  confirm(content: ConfirmContent): Promise<boolean>;
  confirmStatus(next: ActiveStatus): Promise<boolean>;
  confirmDelete(object: string): Promise<boolean>;
  confirmLogout(): Promise<boolean>;
  confirmCancel(): Promise<boolean>;
  confirmUnsavedChanges(): Promise<boolean>;
}

const DialogContext = createContext<DialogService | null>(null);

export interface DialogProviderProps {
  children?: ReactNode;
  /** The default alert mode of the app (a call may override it). */
  alertMode?: AlertMode;
}

/**
 * The one dialog and alert service of an app: renders the queued dialog (one at a time) and the
 * inline alerts above its children. Use `useDialog()` below it.
 */
export function DialogProvider({ children, alertMode = 'dialog' }: DialogProviderProps) {
  const clock = useClock();
  const nextId = useRef(1);
  const [queue, setQueue] = useState<Request[]>([]);
  const [alerts, setAlerts] = useState<InlineAlert[]>([]);

  // Where focus goes back when the last queued dialog closes (also when it closes by itself).
  const returnFocus = useRef<HTMLElement | null>(null);
  const openCount = useRef(0);

  const enqueue = useCallback((request: DistributiveOmit<Request, 'id'>) => {
    const id = nextId.current++;
    if (openCount.current === 0 && document.activeElement instanceof HTMLElement) {
      returnFocus.current = document.activeElement;
    }
    openCount.current += 1;
    setQueue((q) => [...q, { ...request, id } as Request]);
    return id;
  }, []);

  const dismiss = useCallback((id: number) => {
    setQueue((q) => q.filter((r) => r.id !== id));
  }, []);

  const queueLength = queue.length;
  useEffect(() => {
    openCount.current = queueLength;
    const target = returnFocus.current;
    if (queueLength > 0 || !target) return;
    returnFocus.current = null;
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (target.isConnected && (!active || active === document.body)) target.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [queueLength]);

  const addAlert = useCallback(
    (alert: Omit<InlineAlert, 'id'>, ms: number) => {
      const id = nextId.current++;
      setAlerts((list) => [...list, { ...alert, id }]);
      clock.setTimeout(() => setAlerts((list) => list.filter((a) => a.id !== id)), ms);
    },
    [clock],
  );

  const service = useMemo<DialogService>(() => {
    const confirm = (content: ConfirmContent) =>
      new Promise<boolean>((resolve) => {
        enqueue({ kind: 'confirm', content, resolve });
      });
    const showSuccess: DialogService['showSuccess'] = (message, options) => {
      if ((options?.mode ?? alertMode) === 'normal') {
        addAlert({ tone: 'success', title: DIALOG_TEXT.successTitle, message }, SUCCESS_CLEAR_MS);
        return;
      }
      const id = enqueue({ kind: 'success', message });
      clock.setTimeout(() => dismiss(id), SUCCESS_CLEAR_MS);
    };
    return {
      showError(error, options) {
        const dialog = labelDialogFields(
          errorDialogOf(error),
          options?.fieldLabels,
          fieldLabelInPage,
        );
        const status = isCallFailure(error) ? error.status : undefined;
        if ((options?.mode ?? alertMode) === 'normal' && showsAsBanner(status)) {
          addAlert(
            { tone: 'error', title: dialog.title, message: dialog.message },
            ALERT_DISPLAY_MS,
          );
          return;
        }
        enqueue({ kind: 'error', dialog });
      },
      showSuccess,
      showDeleted: (options) => showSuccess(DIALOG_TEXT.deleted, options),
      showStatusChanged: (status, options) => showSuccess(statusChangedMessage(status), options),
      confirm,
      confirmStatus: (next) => confirm(confirmStatusContent(next)),
      confirmDelete: (object) => confirm(confirmDeleteContent(object)),
      confirmLogout: () => confirm(confirmLogoutContent()),
      confirmCancel: () => confirm(confirmCancelContent()),
      confirmUnsavedChanges: () => confirm(confirmUnsavedContent()),
    };
  }, [alertMode, addAlert, clock, dismiss, enqueue]);

  // The dialog view is fetched when the page is idle, so the first dialog opens at once.
  useEffect(() => whenIdle(() => void loadDialogView().catch(() => undefined), 3000), []);

  // A confirmation left unanswered when the provider unmounts counts as "no".
  const queueRef = useRef(queue);
  useEffect(() => {
    queueRef.current = queue;
  }, [queue]);
  useEffect(
    () => () => {
      for (const r of queueRef.current) if (r.kind === 'confirm') r.resolve(false);
    },
    [],
  );

  const current = queue[0];

  return (
    <DialogContext.Provider value={service}>
      <BannerRegion role="region" aria-label="Pemberitahuan">
        {alerts.length > 0 ? (
          <Suspense fallback={null}>
            <BannerList
              alerts={alerts}
              onClose={(id) => setAlerts((list) => list.filter((a) => a.id !== id))}
            />
          </Suspense>
        ) : null}
      </BannerRegion>
      {children}
      {current ? (
        <Suspense fallback={null}>
          <DialogView key={current.id} request={current} onDone={() => dismiss(current.id)} />
        </Suspense>
      ) : null}
    </DialogContext.Provider>
  );
}

/** The dialog service of the nearest `DialogProvider`. */
export function useDialog(): DialogService {
  const service = useContext(DialogContext);
  if (!service) throw new Error('useDialog must be used inside <DialogProvider>.');
  return service;
}
