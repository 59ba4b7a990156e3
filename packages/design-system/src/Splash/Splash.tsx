import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import styled from 'styled-components';
import { ProgressBar } from '../ProgressBar';

const SplashRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: var(--ds-space-5);
  padding: var(--ds-space-7);
  background: var(--ds-color-bg);
  color: var(--ds-color-text);
  text-align: center;

  &[data-fullscreen] {
    position: fixed;
    inset: 0;
    z-index: 200;
  }
  & [data-part='name'] {
    margin: 0;
    font-size: var(--ds-font-size-xl);
    font-weight: var(--ds-font-weight-bold);
  }
  & [data-part='hospital'] {
    margin: 0;
    color: var(--ds-color-text-muted);
  }
  & [data-part='bar'] {
    width: min(240px, 80%);
  }
`;

export interface SplashProps {
  isVisible: boolean;
  appName: string;
  hospitalName?: string;
  /** Covers the whole window (default); false keeps it inside its container. */
  isFullScreen?: boolean;
}

/** The start-up screen shown until the first page is ready. */
export function Splash({ isVisible, appName, hospitalName, isFullScreen = true }: SplashProps) {
  if (!isVisible) return null;
  return (
    <SplashRoot data-fullscreen={isFullScreen || undefined} aria-busy="true">
      <p data-part="name">{appName}</p>
      {hospitalName ? <p data-part="hospital">{hospitalName}</p> : null}
      <div data-part="bar">
        <ProgressBar aria-label="Memuat aplikasi" isLabelHidden size="sm" />
      </div>
    </SplashRoot>
  );
}

export interface SplashControl {
  isVisible: boolean;
  /** Hides the splash (the app calls it after each navigation, spec 2.1). */
  hide: () => void;
  show: () => void;
}

const SplashContext = createContext<SplashControl | null>(null);

export interface SplashProviderProps extends Omit<SplashProps, 'isVisible'> {
  children?: ReactNode;
  /** Shown at start (default true). */
  initiallyVisible?: boolean;
}

/** Renders the splash over its children until `useSplash().hide()` is called. */
export function SplashProvider({
  children,
  initiallyVisible = true,
  ...props
}: SplashProviderProps) {
  const [isVisible, setVisible] = useState(initiallyVisible);
  const hide = useCallback(() => setVisible(false), []);
  const show = useCallback(() => setVisible(true), []);
  const control = useMemo(() => ({ isVisible, hide, show }), [isVisible, hide, show]);
  return (
    <SplashContext.Provider value={control}>
      {children}
      <Splash isVisible={isVisible} {...props} />
    </SplashContext.Provider>
  );
}

/** The splash control of the nearest `SplashProvider`. */
export function useSplash(): SplashControl {
  const control = useContext(SplashContext);
  if (!control) throw new Error('useSplash must be used inside <SplashProvider>.');
  return control;
}

/** Hides the splash whenever `navigationKey` changes (pass the router location's key). */
export function useHideSplashOnNavigation(navigationKey: string): void {
  const { hide } = useSplash();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation key on purpose
  useEffect(() => {
    hide();
  }, [hide, navigationKey]);
}
