import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  hasFailed: boolean;
}

/** The home page under the base path the app is served from (a constant, so jsx-a11y can read the link's href). */
const HOME_URL = import.meta.env.BASE_URL;

/**
 * The last line of defence around the whole app: if something outside a page fails, a plain
 * Indonesian message with a way back replaces the blank screen. Pages have the router's own boundary.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { hasFailed: false };

  static getDerivedStateFromError(): State {
    return { hasFailed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('The app failed to render.', error, info.componentStack);
  }

  override render() {
    if (!this.state.hasFailed) return this.props.children;
    return (
      <main
        style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '96px 16px', color: '#2E1F27' }}
      >
        <h1>Terjadi kesalahan</h1>
        <p>Maaf, aplikasi gagal ditampilkan. Silakan muat ulang halaman.</p>
        <p>
          <a href={HOME_URL} style={{ color: '#B4532A', fontWeight: 600 }}>
            Kembali ke Beranda
          </a>
        </p>
      </main>
    );
  }
}
