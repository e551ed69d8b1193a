import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app';
import { RouteErrorPage } from './route-error-page';

function Broken(): never {
  throw new Error('boom');
}

describe('a page that crashes', () => {
  it('shows a friendly Indonesian message with a way back instead of a blank screen', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderApp({ routes: [{ path: '/', Component: Broken, ErrorBoundary: RouteErrorPage }] });
    expect(await screen.findByRole('heading', { name: 'Terjadi kesalahan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke Beranda' })).toHaveAttribute('href', '/');
    // React and React Router report the crash to the developer; the visitor sees only the page above.
    expect(logged).toHaveBeenCalledWith('React Router caught the following error during render', new Error('boom'));
    logged.mockRestore();
  });
});
