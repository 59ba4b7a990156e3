import { Modal, ModalOverlay, Dialog as RACDialog } from 'react-aria-components';
import styled from 'styled-components';

export const Overlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: var(--ds-space-5);
  background: var(--ds-color-overlay);
`;

export const StyledModal = styled(Modal)`
  width: min(440px, 100%);
  max-height: calc(100vh - 32px);
  overflow: auto;
  background: var(--ds-color-surface-raised);
  border-radius: var(--ds-radius-lg);
  box-shadow: var(--ds-shadow-dialog);
  outline: none;
`;

export const StyledDialog = styled(RACDialog)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--ds-space-4);
  padding: var(--ds-space-6);
  text-align: center;
  outline: none;

  &[data-tone='error'] [data-icon] {
    color: var(--ds-color-status-danger-fg);
    background: var(--ds-color-status-danger-bg);
  }
  &[data-tone='success'] [data-icon] {
    color: var(--ds-color-status-success-fg);
    background: var(--ds-color-status-success-bg);
  }
  &[data-tone='confirm'] [data-icon] {
    color: var(--ds-color-status-warning-fg);
    background: var(--ds-color-status-warning-bg);
  }
`;

export const IconCircle = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: var(--ds-radius-full);
  font-size: 24px;
`;

export const Title = styled.h2`
  margin: 0;
  font-size: var(--ds-font-size-lg);
  font-weight: var(--ds-font-weight-semibold);
  line-height: var(--ds-line-height-tight);
`;

export const Body = styled.p`
  margin: 0;
  color: var(--ds-color-text-muted);
`;

export const FieldList = styled.ul`
  margin: 0;
  padding: var(--ds-space-4);
  width: 100%;
  list-style: none;
  text-align: left;
  background: var(--ds-color-status-danger-bg);
  border: 1px solid var(--ds-color-status-danger-border);
  border-radius: var(--ds-radius-md);
  color: var(--ds-color-status-danger-fg);
  & li + li {
    margin-top: var(--ds-space-3);
  }
  & strong {
    display: block;
  }
`;

export const Actions = styled.div`
  display: flex;
  gap: var(--ds-space-3);
  justify-content: center;
  margin-top: var(--ds-space-3);
`;
