import { useMemo } from 'react';
import { View } from './RichTextEditor.styles';
import { sanitizeRichText } from './sanitize';

export interface RichTextViewProps {
  /** Stored rich text; sanitised again before it is rendered. */
  html: string;
  /** Names the region for assistive technology when it stands alone. */
  'aria-label'?: string;
}

/** Renders stored rich text through `sanitizeRichText` (never the raw value). */
export function RichTextView({ html, 'aria-label': ariaLabel }: RichTextViewProps) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  return (
    <View
      role={ariaLabel ? 'region' : undefined}
      aria-label={ariaLabel}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML passed sanitizeRichText above
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
