import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app';
import { RouteErrorPage } from './route-error-page';

function Broken(): never {
  throw new Error('boom');
}

describe('a page that crashes', () => {
  it('shows a friendly Indonesian message with a way back instead of a blank screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderApp({ routes: [{ path: '/', Component: Broken, ErrorBoundary: RouteErrorPage }] });
    expect(await screen.findByRole('heading', { name: 'Terjadi kesalahan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke Beranda' })).toHaveAttribute('href', '/');
  });
});
