import {
  Checkbox as RACCheckbox,
  Radio as RACRadio,
  RadioGroup as RACRadioGroup,
  Slider as RACSlider,
  SliderThumb as RACSliderThumb,
  SliderTrack as RACSliderTrack,
} from 'react-aria-components';
import styled from 'styled-components';

export const ScaleRoot = styled.fieldset`
  margin: 0;
  padding: var(--ds-space-5);
  border: 1px solid var(--ds-color-border);
  border-radius: var(--ds-radius-lg);
  display: grid;
  gap: var(--ds-space-5);
  min-width: 0;
  & > legend {
    padding: 0 var(--ds-space-2);
    font-weight: var(--ds-font-weight-semibold);
    font-size: var(--ds-font-size-md);
  }
`;

export const ItemGroup = styled(RACRadioGroup)`
  display: grid;
  gap: var(--ds-space-2);
  & > [data-label] {
    font-weight: var(--ds-font-weight-semibold);
  }
  /* Unanswered when the form was sent: a danger bar beside the item (the message says why). */
  &[data-invalid] {
    padding-left: var(--ds-space-3);
    border-left: 3px solid var(--ds-color-danger);
  }
  &[data-invalid] > [data-label]::after {
    content: ' (belum diisi)';
    font-weight: var(--ds-font-weight-regular);
    color: var(--ds-color-danger);
  }
`;

/** The message of a scale sent with items unanswered, under its summary. */
export const ScaleError = styled.p`
  margin: 0;
  color: var(--ds-color-danger);
  font-size: var(--ds-font-size-sm);
`;

export const OptionRadio = styled(RACRadio)`
  display: flex;
  align-items: center;
  gap: var(--ds-space-3);
  padding: var(--ds-space-2) var(--ds-space-3);
  border-radius: var(--ds-radius-md);
  cursor: pointer;
  outline: none;
  &::before {
    content: '';
    flex: none;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    border: 2px solid var(--ds-color-border-strong);
    background: var(--ds-color-bg);
  }
  &[data-selected]::before {
    border: 5px solid var(--ds-color-accent);
  }
  &[data-hovered] {
    background: var(--ds-color-surface-sunken);
  }
  &[data-focus-visible] {
    box-shadow: var(--ds-focus-ring);
  }
  & [data-points] {
    margin-left: auto;
    color: var(--ds-color-text-muted);
    font-variant-numeric: tabular-nums;
  }
`;

export const YesNoCheckbox = styled(RACCheckbox)`
  display: flex;
  align-items: flex-start;
  gap: var(--ds-space-3);
  padding: var(--ds-space-2) var(--ds-space-3);
  border-radius: var(--ds-radius-md);
  cursor: pointer;
  outline: none;
  &::before {
    content: '';
    flex: none;
    margin-top: 2px;
    width: 16px;
    height: 16px;
    border-radius: var(--ds-radius-sm);
    border: 2px solid var(--ds-color-border-strong);
    background: var(--ds-color-bg);
  }
  &[data-selected]::before {
    background: var(--ds-color-accent);
    border-color: var(--ds-color-accent);
    box-shadow: inset 0 0 0 2px var(--ds-color-bg);
  }
  &[data-focus-visible] {
    box-shadow: var(--ds-focus-ring);
  }
`;

export const Summary = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: var(--ds-space-4);
  padding: var(--ds-space-4);
  background: var(--ds-color-surface);
  border-radius: var(--ds-radius-md);
  & [data-total] {
    font-size: var(--ds-font-size-xl);
    font-weight: var(--ds-font-weight-bold);
    font-variant-numeric: tabular-nums;
  }
`;

export const PainSlider = styled(RACSlider)`
  display: grid;
  gap: var(--ds-space-3);
  & > [data-label] {
    font-weight: var(--ds-font-weight-semibold);
  }
`;

export const PainTrack = styled(RACSliderTrack)`
  position: relative;
  height: 32px;
  margin: 0 12px;
  & [data-band-strip] {
    position: absolute;
    top: 12px;
    left: -12px;
    right: -12px;
    height: 8px;
    display: flex;
    border-radius: var(--ds-radius-full);
    overflow: hidden;
  }
  & [data-band-strip] > span {
    height: 100%;
  }
`;

export const PainThumb = styled(RACSliderThumb)`
  top: 50%;
  width: 24px;
  height: 24px;
  border-radius: 50%;
  background: var(--ds-color-bg);
  border: 3px solid var(--ds-color-text);
  outline: none;
  &[data-focus-visible] {
    box-shadow: var(--ds-focus-ring);
  }
  &[data-dragging] {
    background: var(--ds-color-surface-sunken);
  }
`;

export const PainTicks = styled.div`
  display: grid;
  grid-template-columns: repeat(11, 1fr);
  margin: 0 -0px;
  text-align: center;
  color: var(--ds-color-text-muted);
  font-size: var(--ds-font-size-xs);
  font-variant-numeric: tabular-nums;
`;
