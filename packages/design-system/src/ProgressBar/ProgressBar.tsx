import { Label, type ProgressBarProps as RACProgressBarProps } from 'react-aria-components';
import { Fill, StyledProgressBar, Track } from './ProgressBar.styles';

export interface ProgressBarProps
  extends Omit<RACProgressBarProps, 'children' | 'className' | 'style'> {
  /** The visible label (also the accessible name), e.g. 'Menyiapkan berkas ekspor'. */
  label?: string;
  /** Hides the label and the value text (then `aria-label` must name the bar). */
  isLabelHidden?: boolean;
  size?: 'sm' | 'md';
  tone?: 'accent' | 'success' | 'danger';
}

/**
 * Progress of long work (exports, uploads): React Aria `ProgressBar`. Without `value` (or with
 * `isIndeterminate`) it shows a moving bar and no percentage.
 */
export function ProgressBar({
  label,
  isLabelHidden = false,
  size = 'md',
  tone = 'accent',
  ...props
}: ProgressBarProps) {
  const isIndeterminate = props.isIndeterminate ?? props.value === undefined;
  return (
    <StyledProgressBar
      {...props}
      aria-label={isLabelHidden ? (props['aria-label'] ?? label) : props['aria-label']}
      isIndeterminate={isIndeterminate}
      data-label-hidden={isLabelHidden || undefined}
    >
      {({ percentage, valueText }) => (
        <>
          {label && !isLabelHidden ? <Label data-part="label">{label}</Label> : null}
          {!isLabelHidden && !isIndeterminate ? <span data-part="value">{valueText}</span> : null}
          <Track data-size={size}>
            <Fill
              data-tone={tone}
              data-indeterminate={isIndeterminate || undefined}
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </Track>
        </>
      )}
    </StyledProgressBar>
  );
}
