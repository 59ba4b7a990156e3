export type { RichTextEditorProps } from './RichTextEditor';
export {
  RICH_TEXT_LINK_TEXTS,
  RICH_TEXT_TOOLBAR_LABELS,
  RichTextEditor,
  richTextExtensions,
} from './RichTextEditor';
export type { RichTextViewProps } from './RichTextView';
export { RichTextView } from './RichTextView';
export type { RichTextCheck, RichTextWindow } from './sanitize';
export {
  checkRichText,
  isSafeLinkUrl,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_INVALID_MESSAGE,
  RICH_TEXT_LINK_REL,
  RICH_TEXT_TAGS,
  SAFE_LINK_PROTOCOLS,
  sanitizeRichText,
  validateRichText,
} from './sanitize';
