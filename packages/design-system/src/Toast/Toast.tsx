import { createContext, type ReactNode, useContext, useMemo } from 'react';
import {
  type QueuedToast,
  Button as RACButton,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastRegion as RACToastRegion,
  Text,
  UNSTABLE_ToastQueue as ToastQueue,
} from 'react-aria-components';
import styled from 'styled-components';
import { IconAlert, IconCheck, IconClose, IconInfo } from '../icons';

export type ToastTone = 'info' | 'success' | 'warning' | 'danger';

export interface ToastContent {
  title: string;
  description?: string;
  tone: ToastTone;
}

/** How long a non-error toast stays (ms); errors stay until closed. React Aria's minimum is 5 s. */
export const TOAST_TIMEOUT_MS = 8000;

export type ToastQueueOf = ToastQueue<ToastContent>;

/** A queue of toasts (one per app; the region renders it). */
export function createToastQueue(): ToastQueueOf {
  return new ToastQueue<ToastContent>({ maxVisibleToasts: 4 });
}

const Region = styled(RACToastRegion<ToastContent>)`
  position: fixed;
  inset: auto var(--ds-space-5) var(--ds-space-5) auto;
  z-index: 150;
  display: flex;
  flex-direction: column-reverse;
  gap: var(--ds-space-3);
  width: min(380px, calc(100vw - 32px));
  outline: none;

  &[data-focus-visible] {
    box-shadow: var(--ds-focus-ring);
  }
`;

const StyledToast = styled(RACToast<ToastContent>)`
  display: flex;
  align-items: flex-start;
  gap: var(--ds-space-3);
  padding: var(--ds-space-4);
  border: 1px solid var(--ds-color-status-info-border);
  border-inline-start-width: 4px;
  border-radius: var(--ds-radius-md);
  background: var(--ds-color-surface-raised);
  color: var(--ds-color-text);
  box-shadow: 0 8px 24px rgba(21, 28, 35, 0.18);
  outline: none;

  &[data-tone='success'] {
    border-color: var(--ds-color-status-success-border);
    border-inline-start-color: var(--ds-color-status-success-solid);
  }
  &[data-tone='warning'] {
    border-color: var(--ds-color-status-warning-border);
    border-inline-start-color: var(--ds-color-status-warning-fg);
  }
  &[data-tone='danger'] {
    border-color: var(--ds-color-status-danger-border);
    border-inline-start-color: var(--ds-color-status-danger-solid);
  }
  &[data-tone='info'] {
    border-inline-start-color: var(--ds-color-status-info-solid);
  }
  &[data-focus-visible] {
    box-shadow: var(--ds-focus-ring);
  }
  & [data-part='icon'] {
    display: inline-flex;
    font-size: 20px;
    color: var(--ds-color-status-info-fg);
  }
  &[data-tone='success'] [data-part='icon'] {
    color: var(--ds-color-status-success-fg);
  }
  &[data-tone='warning'] [data-part='icon'] {
    color: var(--ds-color-status-warning-fg);
  }
  &[data-tone='danger'] [data-part='icon'] {
    color: var(--ds-color-status-danger-fg);
  }
`;

const Content = styled(RACToastContent)`
  display: grid;
  gap: var(--ds-space-1);
  flex: 1;
  min-width: 0;

  & [slot='title'] {
    font-weight: var(--ds-font-weight-semibold);
  }
  & [slot='description'] {
    color: var(--ds-color-text-muted);
    font-size: var(--ds-font-size-xs);
  }
`;

const Close = styled(RACButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border: none;
  border-radius: var(--ds-radius-sm);
  background: transparent;
  color: var(--ds-color-text-muted);
  cursor: pointer;
  outline: none;

  &[data-hovered] {
    background: var(--ds-color-surface-sunken);
  }
  &[data-focus-visible] {
    box-shadow: var(--ds-focus-ring);
  }
`;

const icons: Record<ToastTone, ReactNode> = {
  info: <IconInfo />,
  success: <IconCheck />,
  warning: <IconAlert />,
  danger: <IconAlert />,
};

/** Renders a queue's toasts (React Aria toast region: a landmark, F6 reaches it). */
export function ToastRegion({ queue }: { queue: ToastQueueOf }) {
  return (
    <Region queue={queue} aria-label="Notifikasi">
      {({ toast }: { toast: QueuedToast<ToastContent> }) => (
        <StyledToast toast={toast} data-tone={toast.content.tone}>
          <span data-part="icon" aria-hidden="true">
            {icons[toast.content.tone]}
          </span>
          <Content>
            <Text slot="title">{toast.content.title}</Text>
            {toast.content.description ? (
              <Text slot="description">{toast.content.description}</Text>
            ) : null}
          </Content>
          <Close slot="close" aria-label="Tutup notifikasi">
            <IconClose />
          </Close>
        </StyledToast>
      )}
    </Region>
  );
}

export interface ToastApi {
  show(content: ToastContent, options?: { timeout?: number }): string;
  success(title: string, description?: string): string;
  info(title: string, description?: string): string;
  warning(title: string, description?: string): string;
  /** Errors stay until the user closes them. */
  error(title: string, description?: string): string;
  close(key: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  children?: ReactNode;
  /** A queue of your own (e.g. to add toasts from outside React). */
  queue?: ToastQueueOf;
}

/** Toasts for background results (exports ready, uploads done, sync errors). */
export function ToastProvider({ children, queue: given }: ToastProviderProps) {
  const queue = useMemo(() => given ?? createToastQueue(), [given]);
  const api = useMemo<ToastApi>(() => {
    const add = (tone: ToastTone, title: string, description?: string) =>
      queue.add(
        { tone, title, description },
        tone === 'danger' ? {} : { timeout: TOAST_TIMEOUT_MS },
      );
    return {
      show: (content, options) => queue.add(content, options),
      success: (title, description) => add('success', title, description),
      info: (title, description) => add('info', title, description),
      warning: (title, description) => add('warning', title, description),
      error: (title, description) => add('danger', title, description),
      close: (key) => queue.close(key),
    };
  }, [queue]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastRegion queue={queue} />
    </ToastContext.Provider>
  );
}

/** The toast API of the nearest `ToastProvider`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>.');
  return api;
}
