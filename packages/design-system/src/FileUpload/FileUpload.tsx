import { useState } from 'react';
import { DropZone, FileTrigger, Text } from 'react-aria-components';
import styled from 'styled-components';
import { Button } from '../Button';
import { IconUpload } from '../icons';
import { ProgressBar } from '../ProgressBar';

const Zone = styled(DropZone)`
  display: grid;
  justify-items: center;
  gap: var(--ds-space-3);
  padding: var(--ds-space-6) var(--ds-space-5);
  border: 2px dashed var(--ds-color-border-strong);
  border-radius: var(--ds-radius-lg);
  background: var(--ds-color-surface);
  color: var(--ds-color-text);
  text-align: center;
  outline: none;

  &[data-drop-target] {
    border-color: var(--ds-color-accent);
    background: var(--ds-color-accent-subtle);
  }
  &[data-focus-visible] {
    box-shadow: var(--ds-focus-ring);
  }
  &[data-disabled] {
    cursor: not-allowed;
    border-style: solid;
  }
  & [data-part='icon'] {
    font-size: 28px;
    color: var(--ds-color-text-muted);
  }
  & [slot='label'] {
    font-weight: var(--ds-font-weight-semibold);
  }
  & [data-part='hint'] {
    margin: 0;
    font-size: var(--ds-font-size-xs);
    color: var(--ds-color-text-muted);
  }
  & [data-part='progress'] {
    width: min(320px, 100%);
  }
  & [data-part='files'] {
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: var(--ds-font-size-xs);
  }
`;

export interface FileUploadProps {
  label?: string;
  /** Accepted MIME types or extensions, e.g. ['application/pdf', 'image/*']. */
  acceptedFileTypes?: readonly string[];
  allowsMultiple?: boolean;
  /** Called with the chosen or dropped files (already filtered by type). */
  onSelect: (files: File[]) => void;
  /** Upload progress in percent while uploading; omit when idle. */
  progress?: number;
  /** A hint under the label (types, size limit). */
  hint?: string;
  isDisabled?: boolean;
}

function accepts(file: File, types: readonly string[] | undefined): boolean {
  if (!types?.length) return true;
  const name = file.name.toLowerCase();
  return types.some((type) => {
    const t = type.toLowerCase();
    if (t.startsWith('.')) return name.endsWith(t);
    if (t.endsWith('/*')) return file.type.startsWith(t.slice(0, -1));
    return file.type === t;
  });
}

/**
 * File upload: a React Aria `DropZone` with a `FileTrigger` button ('Pilih Berkas'); shows the
 * chosen files and, while `progress` is set, the upload progress.
 */
export function FileUpload({
  label = 'Unggah berkas',
  acceptedFileTypes,
  allowsMultiple = false,
  onSelect,
  progress,
  hint,
  isDisabled = false,
}: FileUploadProps) {
  const [names, setNames] = useState<string[]>([]);
  const take = (files: File[]) => {
    const ok = files.filter((f) => accepts(f, acceptedFileTypes));
    const chosen = allowsMultiple ? ok : ok.slice(0, 1);
    if (chosen.length === 0) return;
    setNames(chosen.map((f) => f.name));
    onSelect(chosen);
  };
  const isUploading = progress !== undefined;

  return (
    <Zone
      isDisabled={isDisabled}
      onDrop={async (event) => {
        const files = await Promise.all(
          event.items
            .filter((item) => item.kind === 'file')
            .map((item) => (item.kind === 'file' ? item.getFile() : null)),
        );
        take(files.filter((f): f is File => f !== null));
      }}
    >
      <span data-part="icon" aria-hidden="true">
        <IconUpload />
      </span>
      <Text slot="label">{label}</Text>
      <p data-part="hint">{hint ?? 'Tarik berkas ke sini atau pilih dari komputer.'}</p>
      <FileTrigger
        acceptedFileTypes={acceptedFileTypes ? [...acceptedFileTypes] : undefined}
        allowsMultiple={allowsMultiple}
        onSelect={(list) => take(list ? [...list] : [])}
      >
        <Button variant="secondary" isDisabled={isDisabled || isUploading}>
          Pilih Berkas
        </Button>
      </FileTrigger>
      {names.length ? (
        <ul data-part="files" aria-label="Berkas dipilih">
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      ) : null}
      {isUploading ? (
        <div data-part="progress">
          <ProgressBar label="Mengunggah" value={progress} />
        </div>
      ) : null}
    </Zone>
  );
}
