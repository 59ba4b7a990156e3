import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type CSSProperties, useEffect, useId, useRef, useState } from 'react';
import { Input, Label, TextField } from 'react-aria-components';
import { Button } from '../Button';
import {
  IconBold,
  IconBulletList,
  type IconComponent,
  IconHeading,
  IconItalic,
  IconLink,
  IconOrderedList,
  IconRedo,
  IconStrike,
  IconUnderline,
  IconUndo,
} from '../icons';
import {
  Content,
  Field,
  FieldHelp,
  FieldLabel,
  Frame,
  HelpText,
  LinkForm,
  Separator,
  StyledToolbar,
  ToolButton,
  ToolToggle,
} from './RichTextEditor.styles';
import { isSafeLinkUrl, RICH_TEXT_LINK_REL, sanitizeRichText } from './sanitize';

/** The toolbar's labels, exactly the spec's buttons in Indonesian. */
export const RICH_TEXT_TOOLBAR_LABELS = {
  heading: 'Judul',
  bold: 'Tebal',
  italic: 'Miring',
  underline: 'Garis Bawah',
  strike: 'Coret',
  link: 'Tautan',
  bulletList: 'Daftar Berpoin',
  orderedList: 'Daftar Bernomor',
  undo: 'Urungkan',
  redo: 'Ulangi',
} as const;

export const RICH_TEXT_LINK_TEXTS = {
  field: 'Alamat tautan',
  apply: 'Terapkan',
  cancel: 'Batal',
  hint: 'Diawali http://, https://, mailto: atau tel:',
  invalid: 'Tautan harus diawali http://, https://, mailto: atau tel:',
} as const;

/**
 * The extension allow-list. StarterKit 3 bundles Link and Underline: they are configured here,
 * not added twice; everything the toolbar cannot produce is switched off.
 */
export const richTextExtensions = [
  StarterKit.configure({
    heading: { levels: [2] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    hardBreak: false,
    dropcursor: false,
    trailingNode: false,
    link: {
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      defaultProtocol: 'https',
      isAllowedUri: (url) => isSafeLinkUrl(url),
      shouldAutoLink: (url) => isSafeLinkUrl(url),
      HTMLAttributes: { rel: RICH_TEXT_LINK_REL, target: '_blank' },
    },
  }),
];

type ToggleKey =
  | 'heading'
  | 'bold'
  | 'italic'
  | 'underline'
  | 'strike'
  | 'bulletList'
  | 'orderedList';

interface ToggleItem {
  key: ToggleKey;
  icon: IconComponent;
  run: (editor: Editor) => boolean;
}

const TOGGLES: ToggleItem[] = [
  {
    key: 'heading',
    icon: IconHeading,
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  { key: 'bold', icon: IconBold, run: (e) => e.chain().focus().toggleBold().run() },
  { key: 'italic', icon: IconItalic, run: (e) => e.chain().focus().toggleItalic().run() },
  { key: 'underline', icon: IconUnderline, run: (e) => e.chain().focus().toggleUnderline().run() },
  { key: 'strike', icon: IconStrike, run: (e) => e.chain().focus().toggleStrike().run() },
];
const LIST_TOGGLES: ToggleItem[] = [
  {
    key: 'bulletList',
    icon: IconBulletList,
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    key: 'orderedList',
    icon: IconOrderedList,
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
];

/** The editor's value: '' for an empty document, else its sanitised HTML. */
function editorValue(editor: Editor): string {
  return editor.isEmpty ? '' : sanitizeRichText(editor.getHTML());
}

export interface RichTextEditorProps {
  /** The visible label (also the text box's accessible name). */
  label: string;
  /** Controlled HTML value. */
  value?: string;
  /** Initial HTML when uncontrolled. */
  defaultValue?: string;
  /** Called with the sanitised HTML ('' when empty) after every change. */
  onChange?: (html: string) => void;
  description?: string;
  errorMessage?: string;
  isInvalid?: boolean;
  isDisabled?: boolean;
  /** Minimum height of the writing area in px. */
  minHeight?: number;
}

/**
 * Rich text on tiptap: heading, bold, italic, underline, strikethrough, link, bulleted and
 * numbered lists, undo and redo. The toolbar is a React Aria Toolbar (arrow keys move between
 * buttons, Tab leaves it) of ToggleButtons whose `aria-pressed` follows the selection.
 */
export function RichTextEditor({
  label,
  value,
  defaultValue,
  onChange,
  description,
  errorMessage,
  isInvalid = Boolean(errorMessage),
  isDisabled = false,
  minHeight = 120,
}: RichTextEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const helpId = `${id}-help`;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [linkOpen, setLinkOpen] = useState(false);

  const editor = useEditor({
    extensions: richTextExtensions,
    // No style element of Tiptap's own: the page's content security policy refuses one without
    // its nonce; the base rules are in Content's styles.
    injectCSS: false,
    content: sanitizeRichText(value ?? defaultValue ?? ''),
    editable: !isDisabled,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: current }) => onChangeRef.current?.(editorValue(current)),
  });

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      heading: e.isActive('heading', { level: 2 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  const hasHelp = Boolean((isInvalid && errorMessage) || description);
  useEffect(() => {
    editor.setEditable(!isDisabled, false);
    editor.setOptions({
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          ...(hasHelp ? { 'aria-describedby': helpId } : {}),
          ...(isInvalid ? { 'aria-invalid': 'true' } : {}),
          ...(isDisabled ? { 'aria-disabled': 'true' } : {}),
        },
      },
    });
  }, [editor, isDisabled, isInvalid, hasHelp, labelId, helpId]);

  // A controlled value replaces the document when it differs from what the editor holds.
  useEffect(() => {
    if (value === undefined || value === editorValue(editor)) return;
    editor.commands.setContent(sanitizeRichText(value), { emitUpdate: false });
  }, [editor, value]);

  const toggle = (item: ToggleItem) => (
    <ToolToggle
      key={item.key}
      aria-label={RICH_TEXT_TOOLBAR_LABELS[item.key]}
      isSelected={state[item.key]}
      isDisabled={isDisabled}
      onChange={() => item.run(editor)}
    >
      <item.icon />
    </ToolToggle>
  );

  return (
    <Field>
      <FieldLabel id={labelId}>{label}</FieldLabel>
      <Frame data-invalid={isInvalid || undefined} data-disabled={isDisabled || undefined}>
        <StyledToolbar aria-label={`Format teks ${label}`}>
          {TOGGLES.map(toggle)}
          <ToolToggle
            aria-label={RICH_TEXT_TOOLBAR_LABELS.link}
            isSelected={state.link || linkOpen}
            isDisabled={isDisabled}
            onChange={() => {
              if (state.link) {
                editor.chain().focus().extendMarkRange('link').unsetLink().run();
              } else {
                setLinkOpen((open) => !open);
              }
            }}
          >
            <IconLink />
          </ToolToggle>
          <Separator aria-hidden="true" />
          {LIST_TOGGLES.map(toggle)}
          <Separator aria-hidden="true" />
          <ToolButton
            aria-label={RICH_TEXT_TOOLBAR_LABELS.undo}
            isDisabled={isDisabled || !state.canUndo}
            onPress={() => editor.chain().focus().undo().run()}
          >
            <IconUndo />
          </ToolButton>
          <ToolButton
            aria-label={RICH_TEXT_TOOLBAR_LABELS.redo}
            isDisabled={isDisabled || !state.canRedo}
            onPress={() => editor.chain().focus().redo().run()}
          >
            <IconRedo />
          </ToolButton>
        </StyledToolbar>
        {linkOpen ? <LinkEditor editor={editor} onClose={() => setLinkOpen(false)} /> : null}
        <Content style={{ '--rte-min-height': `${minHeight}px` } as CSSProperties}>
          <EditorContent editor={editor} />
        </Content>
      </Frame>
      {hasHelp ? (
        <HelpText id={helpId} data-error={(isInvalid && errorMessage) || undefined}>
          {isInvalid && errorMessage ? errorMessage : description}
        </HelpText>
      ) : null}
    </Field>
  );
}

/** The inline form of the link button: a URL field checked against the safe protocols. */
function LinkEditor({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    const href = url.trim();
    if (!isSafeLinkUrl(href)) {
      setError(RICH_TEXT_LINK_TEXTS.invalid);
      return;
    }
    const chain = editor.chain().focus();
    if (editor.state.selection.empty) {
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] });
    } else {
      chain.extendMarkRange('link').setLink({ href });
    }
    chain.run();
    onClose();
  };
  return (
    <LinkForm>
      <TextField
        className="rte-link-field"
        value={url}
        onChange={(next) => {
          setUrl(next);
          setError(null);
        }}
        isInvalid={error !== null}
        autoFocus
        type="url"
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            onClose();
            editor.commands.focus();
          }
        }}
      >
        <Label>{RICH_TEXT_LINK_TEXTS.field}</Label>
        <Input placeholder="https://" />
        <FieldHelp slot="description" data-error={error ? true : undefined}>
          {error ?? RICH_TEXT_LINK_TEXTS.hint}
        </FieldHelp>
      </TextField>
      <Button size="sm" onPress={apply}>
        {RICH_TEXT_LINK_TEXTS.apply}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        onPress={() => {
          onClose();
          editor.commands.focus();
        }}
      >
        {RICH_TEXT_LINK_TEXTS.cancel}
      </Button>
    </LinkForm>
  );
}
