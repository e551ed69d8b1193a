import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { categoryWithImages, categoryWithoutPackages, failGet, serveCategories } from '@/test/fixtures/catalogue';
import { renderApp } from '@/test/render-app';
import { testServer } from '@/test/test-server';

describe('category list page', () => {
  it('shows only the categories that have a package, each with its first image and a Detail link', async () => {
    testServer.use(serveCategories([categoryWithImages(3), categoryWithoutPackages]));
    await renderApp({ url: '/category' });
    expect(await screen.findByRole('heading', { name: 'Foto Keluarga' })).toBeInTheDocument();
    expect(screen.queryByText('Foto Hewan Peliharaan')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Foto Keluarga' })).toHaveAttribute('src', '/images/family-1.svg');
    expect(screen.getByRole('link', { name: 'Detail Foto Keluarga' })).toHaveAttribute('href', '/category/1');
    const breadcrumb = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Beranda' })).toHaveAttribute('href', '/');
  });

  it('lists every seeded category with packages', async () => {
    await renderApp({ url: '/category' });
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Detail / })).toHaveLength(6));
  });

  it('says Belum ada data when no category has a package', async () => {
    testServer.use(serveCategories([categoryWithoutPackages]));
    await renderApp({ url: '/category' });
    expect(await screen.findByText('Belum ada data')).toBeInTheDocument();
  });

  it("shows the server's message when the list cannot be loaded", async () => {
    testServer.use(failGet('categories', 500, 'Server sedang sibuk'));
    await renderApp({ url: '/category' });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Server sedang sibuk'));
  });
});
