import {
  Button as RACButton,
  Toolbar as RACToolbar,
  Text,
  ToggleButton,
} from 'react-aria-components';
import styled, { css } from 'styled-components';

/** Typography of stored rich text, shared by the editor and the viewer. */
export const richTextContent = css`
  color: var(--ds-color-text);
  font-size: var(--ds-font-size-sm);
  line-height: var(--ds-line-height-normal);
  overflow-wrap: anywhere;

  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
  & p {
    margin: 0 0 var(--ds-space-3);
  }
  & h2 {
    margin: var(--ds-space-4) 0 var(--ds-space-3);
    font-size: var(--ds-font-size-lg);
    font-weight: var(--ds-font-weight-semibold);
    line-height: var(--ds-line-height-tight);
  }
  & ul,
  & ol {
    margin: 0 0 var(--ds-space-3);
    padding-left: var(--ds-space-6);
  }
  & li > p {
    margin: 0;
  }
  & a {
    color: var(--ds-color-accent);
    text-decoration: underline;
    text-underline-offset: 2px;
  }
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ds-space-2);
  min-width: 0;
`;

export const FieldLabel = styled.span`
  font-weight: var(--ds-font-weight-medium);
  color: var(--ds-color-text);
`;

export const Frame = styled.div`
  border: 1px solid var(--ds-color-border-strong);
  border-radius: var(--ds-radius-md);
  background: var(--ds-color-surface-raised);
  overflow: hidden;

  &:focus-within {
    border-color: var(--ds-color-focus);
    box-shadow: var(--ds-focus-ring);
  }
  &[data-invalid] {
    border-color: var(--ds-color-danger);
  }
  &[data-disabled] {
    background: var(--ds-color-surface-sunken);
    opacity: 0.7;
  }
  @media (forced-colors: active) {
    border-color: CanvasText;
  }
`;

export const StyledToolbar = styled(RACToolbar)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ds-space-1);
  padding: var(--ds-space-2);
  border-bottom: 1px solid var(--ds-color-border);
  background: var(--ds-color-surface);
`;

export const Separator = styled.span`
  width: 1px;
  align-self: stretch;
  margin: 0 var(--ds-space-2);
  background: var(--ds-color-border);
`;

const toolButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 1px solid transparent;
  border-radius: var(--ds-radius-sm);
  background: transparent;
  color: var(--ds-color-text);
  font: inherit;
  cursor: pointer;
  outline: none;

  & svg {
    width: 18px;
    height: 18px;
  }
  &[data-hovered] {
    background: var(--ds-color-surface-sunken);
  }
  &[data-pressed] {
    background: var(--ds-color-border);
  }
  &[data-selected] {
    background: var(--ds-color-accent-subtle);
    border-color: var(--ds-color-accent);
    color: var(--ds-color-accent-pressed);
  }
  &[data-focus-visible] {
    box-shadow: var(--ds-focus-ring);
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: var(--ds-color-text-muted);
    opacity: 0.6;
  }
  @media (forced-colors: active) {
    &[data-selected] {
      border-color: Highlight;
      background: Highlight;
      color: HighlightText;
    }
  }
`;

export const ToolToggle = styled(ToggleButton)`
  ${toolButton}
`;

export const ToolButton = styled(RACButton)`
  ${toolButton}
`;

export const Content = styled.div`
  & .ProseMirror {
    ${richTextContent}
    min-height: var(--rte-min-height, 120px);
    padding: var(--ds-space-4);
    outline: none;
    position: relative;
    word-wrap: break-word;
    white-space: pre-wrap;
    white-space: break-spaces;
    font-variant-ligatures: none;
    font-feature-settings: 'liga' 0;
  }
  & .ProseMirror[contenteditable='false'] {
    cursor: not-allowed;
  }
  /* The editor's own base rules (Tiptap would inject them as a style element the page's content
     security policy refuses: injectCSS is off). */
  & .ProseMirror pre {
    white-space: pre-wrap;
  }
  & img.ProseMirror-separator {
    display: inline !important;
    border: none !important;
    margin: 0 !important;
    width: 0 !important;
    height: 0 !important;
  }
  & .ProseMirror-gapcursor {
    display: none;
  }
  & .ProseMirror-hideselection *::selection {
    background: transparent;
  }
  & .ProseMirror-hideselection * {
    caret-color: transparent;
  }
`;

export const LinkForm = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: var(--ds-space-3);
  padding: var(--ds-space-3) var(--ds-space-4);
  border-bottom: 1px solid var(--ds-color-border);
  background: var(--ds-color-surface);

  & .rte-link-field {
    display: flex;
    flex-direction: column;
    gap: var(--ds-space-1);
    flex: 1 1 220px;
  }
  & input {
    min-height: 32px;
    padding: 0 var(--ds-space-3);
    border: 1px solid var(--ds-color-border-strong);
    border-radius: var(--ds-radius-sm);
    font: inherit;
    color: var(--ds-color-text);
    background: var(--ds-color-surface-raised);
    outline: none;
  }
  & input[data-focus-visible],
  & input[data-focused] {
    border-color: var(--ds-color-focus);
    box-shadow: var(--ds-focus-ring);
  }
  & input[data-invalid] {
    border-color: var(--ds-color-danger);
  }
`;

const helpText = css`
  font-size: var(--ds-font-size-xs);
  color: var(--ds-color-text-muted);
  &[data-error] {
    color: var(--ds-color-danger);
  }
`;

export const HelpText = styled.span`
  ${helpText}
`;

/** A field's description inside a React Aria field (wired by its slot). */
export const FieldHelp = styled(Text)`
  ${helpText}
`;

export const View = styled.div`
  ${richTextContent}
`;
