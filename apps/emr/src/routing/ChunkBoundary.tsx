import { Button, Notice, Stack } from '@simrs/design-system';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CssChunkLoadError, isChunkLoadError } from './chunks';

interface State {
  error: Error | null;
}

/** Shows a chunk-load failure (or any screen crash) with a reload button instead of a blank page. */
export class ChunkBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = isChunkLoadError(error);
    const title =
      error instanceof CssChunkLoadError
        ? 'Tampilan halaman gagal dimuat.'
        : chunk
          ? 'Halaman gagal dimuat.'
          : 'Terjadi kesalahan pada halaman ini.';
    return (
      <Stack data-error={error.name}>
        <Notice
          tone="danger"
          title={title}
          action={<Button onPress={() => window.location.reload()}>Muat Ulang</Button>}
        >
          {chunk
            ? 'Periksa koneksi jaringan Anda, lalu muat ulang halaman.'
            : 'Muat ulang halaman. Jika masalah berlanjut, hubungi admin SIMRS.'}
        </Notice>
      </Stack>
    );
  }
}
