import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { UiProviders } from '../app/providers';
import { RouteErrorPage } from './route-error-page';

function Broken(): never {
  throw new Error('boom');
}

describe('a page that crashes', () => {
  it('shows a friendly Indonesian message with a way back instead of a blank screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/', Component: Broken, ErrorBoundary: RouteErrorPage }]);
    render(
      <UiProviders>
        <RouterProvider router={router} />
      </UiProviders>,
    );
    expect(await screen.findByRole('heading', { name: 'Terjadi kesalahan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke Beranda' })).toHaveAttribute('href', '/');
  });
});
