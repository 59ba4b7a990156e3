export type { AlertMode, DialogProviderProps, DialogService } from './DialogProvider';
export { DialogProvider, useDialog } from './DialogProvider';
export type { ActiveStatus, ConfirmContent } from './messages';
export {
  ALERT_DISPLAY_MS,
  confirmCancelContent,
  confirmDeleteContent,
  confirmLogoutContent,
  confirmStatusContent,
  confirmUnsavedContent,
  DIALOG_TEXT,
  SUCCESS_CLEAR_MS,
  statusChangedMessage,
} from './messages';
