import {
  Modal,
  ModalOverlay,
  Button as RACButton,
  Dialog as RACDialog,
  Link as RACLink,
  Tooltip,
} from 'react-aria-components';
import styled, { css } from 'styled-components';

export const SIDEBAR_WIDTH = 248;
export const SIDEBAR_MINI_WIDTH = 64;

export const Panel = styled.nav`
  display: flex;
  flex-direction: column;
  gap: var(--ds-space-2);
  height: 100%;
  width: ${SIDEBAR_WIDTH}px;
  padding: var(--ds-space-4) var(--ds-space-3);
  overflow-y: auto;
  background: var(--ds-color-surface);
  border-inline-end: 1px solid var(--ds-color-border);
  transition: width 160ms ease;

  &[data-mini] {
    width: ${SIDEBAR_MINI_WIDTH}px;
    padding-inline: var(--ds-space-2);
    align-items: center;
  }
`;

export const MenuList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: var(--ds-space-1);
  width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;

  &[hidden] {
    display: none;
  }

  & & {
    padding-inline-start: var(--ds-space-5);
  }
`;

const entry = css`
  display: flex;
  align-items: center;
  gap: var(--ds-space-3);
  width: 100%;
  min-height: 36px;
  padding: 0 var(--ds-space-3);
  border: none;
  border-radius: var(--ds-radius-md);
  background: transparent;
  color: var(--ds-color-text);
  font: inherit;
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  outline: none;

  & [data-part='icon'] {
    display: inline-flex;
    flex: none;
    font-size: 18px;
    color: var(--ds-color-text-muted);
  }
  & [data-part='label'] {
    flex: 1;
    min-width: 0;
  }
  &[data-hovered] {
    background: var(--ds-color-surface-sunken);
  }
  &[data-focus-visible] {
    box-shadow: var(--ds-focus-ring);
  }
  &[aria-current='page'] {
    background: var(--ds-color-accent-subtle);
    color: var(--ds-color-accent-hover);
    font-weight: var(--ds-font-weight-semibold);
  }
  &[aria-current='page'] [data-part='icon'] {
    color: var(--ds-color-accent-hover);
  }
  &[data-mini] {
    position: relative;
    justify-content: center;
    width: 44px;
    padding: 0;
  }
  @media (forced-colors: active) {
    &[aria-current='page'] {
      outline: 2px solid Highlight;
    }
  }
`;

export const EntryLink = styled(RACLink)`
  ${entry}
`;

export const EntryButton = styled(RACButton)`
  ${entry}
  & [data-part='chevron'] {
    display: inline-flex;
    transition: transform 120ms;
  }
  &[aria-expanded='true'] [data-part='chevron'] {
    transform: rotate(180deg);
  }
`;

export const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 var(--ds-space-2);
  border-radius: var(--ds-radius-full);
  background: var(--ds-color-danger);
  color: var(--ds-color-on-danger);
  font-size: var(--ds-font-size-xs);
  font-weight: var(--ds-font-weight-semibold);
  font-variant-numeric: tabular-nums;

  [data-mini] > & {
    position: absolute;
    top: -2px;
    right: -4px;
    min-width: 18px;
    height: 18px;
    padding: 0 var(--ds-space-1);
  }
`;

export const StyledTooltip = styled(Tooltip)`
  padding: var(--ds-space-2) var(--ds-space-3);
  border-radius: var(--ds-radius-sm);
  background: var(--ds-palette-gray-900);
  color: var(--ds-color-bg);
  font-size: var(--ds-font-size-xs);
`;

export const OverlayBackdrop = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: 90;
  background: var(--ds-color-overlay);
`;

export const OverlayModal = styled(Modal)`
  position: fixed;
  inset: 0 auto 0 0;
  width: min(${SIDEBAR_WIDTH + 32}px, 85vw);
  background: var(--ds-color-surface);
  box-shadow: var(--ds-shadow-drawer);
  outline: none;
`;

export const OverlayDialog = styled(RACDialog)`
  display: flex;
  flex-direction: column;
  height: 100%;
  outline: none;

  & > nav {
    width: 100%;
    border-inline-end: none;
  }
`;

export const OverlayHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--ds-space-3);
  padding: var(--ds-space-4) var(--ds-space-4) 0;
  font-weight: var(--ds-font-weight-semibold);
`;

/** The menu filter: a search box kept on top while the menu scrolls. */
export const FilterRoot = styled.div`
  position: sticky;
  top: calc(-1 * var(--ds-space-4));
  z-index: 1;
  display: flex;
  align-items: center;
  width: 100%;
  margin-top: calc(-1 * var(--ds-space-4));
  padding: var(--ds-space-4) 0 var(--ds-space-2);
  background: var(--ds-color-surface);

  & [data-part='icon'] {
    position: absolute;
    left: var(--ds-space-3);
    display: inline-flex;
    color: var(--ds-color-text-muted);
    pointer-events: none;
  }
  & input {
    width: 100%;
    min-height: 36px;
    padding: 0 var(--ds-space-7) 0 calc(var(--ds-space-3) + 24px);
    border: 1px solid var(--ds-color-border-strong);
    border-radius: var(--ds-radius-md);
    background: var(--ds-color-surface-raised);
    color: var(--ds-color-text);
    font: inherit;
    outline: none;
  }
  & input::placeholder {
    color: var(--ds-color-text-muted);
  }
  & input:focus-visible {
    border-color: var(--ds-color-accent);
    box-shadow: var(--ds-focus-ring);
  }
  & [data-part='hint'] {
    position: absolute;
    right: var(--ds-space-3);
    min-width: 20px;
    padding: 0 var(--ds-space-1);
    border: 1px solid var(--ds-color-border-strong);
    border-radius: var(--ds-radius-sm);
    color: var(--ds-color-text-muted);
    font: inherit;
    font-size: var(--ds-font-size-xs);
    text-align: center;
    pointer-events: none;
  }
  /* The '/' shortcut needs a keyboard: no hint on touch screens. */
  @media (hover: none) and (pointer: coarse) {
    & [data-part='hint'] {
      display: none;
    }
  }
`;

/** How many entries match (or that none does). */
export const FilterInfo = styled.p`
  margin: 0;
  padding: 0 var(--ds-space-3);
  color: var(--ds-color-text-muted);
  font-size: var(--ds-font-size-xs);

  & + ul [data-part='label'] {
    display: grid;
  }
  & + ul mark {
    background: var(--ds-color-status-warning-bg);
    color: inherit;
    font-weight: var(--ds-font-weight-semibold);
    border-radius: 2px;
  }
  & + ul [data-part='group'] {
    color: var(--ds-color-text-muted);
    font-size: var(--ds-font-size-xs);
    font-weight: var(--ds-font-weight-regular);
  }
`;
