import {
  createContext,
  type FormEvent,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
} from 'react';
import {
  type Control,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
  type SubmitHandler,
  type UseFormReturn,
  useController,
} from 'react-hook-form';
import { Overlay, Spinner } from './FormParts';

const LoadingContext = createContext(false);

/** True while the nearest `LoadingOverlay` is active. */
export function useIsLoading(): boolean {
  return useContext(LoadingContext);
}

export interface LoadingOverlayProps {
  isActive: boolean;
  label?: string;
  children?: ReactNode;
}

/**
 * Covers its content while `isActive`: the content is inert, a status is announced, and a `Form`
 * inside ignores submits.
 */
export function LoadingOverlay({ isActive, label = 'Memuat...', children }: LoadingOverlayProps) {
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    content.current?.toggleAttribute('inert', isActive);
  }, [isActive]);
  return (
    <LoadingContext.Provider value={isActive}>
      <Overlay aria-busy={isActive}>
        <div ref={content}>{children}</div>
        {isActive ? (
          <div data-overlay role="status">
            <Spinner aria-hidden="true" />
            {label}
          </div>
        ) : null}
      </Overlay>
    </LoadingContext.Provider>
  );
}

/** The first invalid field that is visible: scrolled to (its label) and focused. */
export function scrollToFirstError(root: HTMLElement): HTMLElement | null {
  const invalid = [...root.querySelectorAll<HTMLElement>('[data-field-invalid]')].find(
    (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden',
  );
  if (!invalid) return null;
  const label = invalid.querySelector<HTMLElement>('label, [data-field-label]') ?? invalid;
  label.scrollIntoView({ block: 'center' });
  invalid
    .querySelector<HTMLElement>('input:not([type=hidden]), textarea, button, [role=spinbutton]')
    ?.focus({ preventScroll: true });
  return invalid;
}

export interface FormProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  onSubmit: SubmitHandler<T>;
  children?: ReactNode;
  'aria-label'?: string;
}

/**
 * A form bound to react-hook-form (with a zod resolver): submit is blocked while the validator
 * fails, and the page scrolls to the first visible error; a submit during a `LoadingOverlay` is
 * ignored.
 */
export function Form<T extends FieldValues>({ form, onSubmit, children, ...props }: FormProps<T>) {
  const loading = useIsLoading();
  const ref = useRef<HTMLFormElement>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    void form.handleSubmit(onSubmit, () => {
      // The error labels render after this callback: look for them over the next frames.
      let frames = 0;
      const attempt = () => {
        if (!ref.current || scrollToFirstError(ref.current) || ++frames > 10) return;
        requestAnimationFrame(attempt);
      };
      requestAnimationFrame(attempt);
    })(event);
  };
  return (
    <form ref={ref} noValidate onSubmit={submit} {...props}>
      {children}
    </form>
  );
}

/**
 * Props for a design-system field from react-hook-form: value, onChange, onBlur, name and the
 * error message of the field.
 */
export interface FormFieldProps<V> {
  name: string;
  value: V;
  onChange: (value: V) => void;
  onBlur: () => void;
  errorMessage: string | undefined;
}

export function useFormField<T extends FieldValues, N extends FieldPath<T>>(
  control: Control<T>,
  name: N,
): FormFieldProps<FieldPathValue<T, N>> {
  const { field, fieldState } = useController({ control, name });
  return {
    name: field.name,
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    errorMessage: fieldState.error?.message,
  };
}
