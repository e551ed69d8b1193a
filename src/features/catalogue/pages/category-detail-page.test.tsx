import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { categoryWithImages, failGet, serveCategory } from '@/test/fixtures/catalogue';
import { fill } from '@/test/fill';
import { renderApp } from '@/test/render-app';
import { testServer } from '@/test/test-server';

const packages = () => screen.findByRole('region', { name: 'Pilihan Paket Yang Tersedia' });

describe('category detail page', () => {
  it('shows the name, the breadcrumb and each package with its price and description lines', async () => {
    await renderApp({ url: '/category/1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Foto Keluarga' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Kategori' })).toHaveAttribute('href', '/category');
    expect(within(breadcrumb).getByText('Foto Keluarga')).toBeInTheDocument();
    const carousel = await packages();
    expect(within(carousel).getByRole('heading', { name: 'Keluarga Kecil' })).toBeInTheDocument();
    expect(within(carousel).getByText(/350\.000/)).toBeInTheDocument();
    expect(within(carousel).getByText('Maksimal 4 orang')).toBeInTheDocument();
  });

  it('offers Pilih Paket to a customer, linking to the reservation', async () => {
    await renderApp({ url: '/category/1', user: 'customer' });
    const carousel = await packages();
    await waitFor(() =>
      expect(within(carousel).getByRole('link', { name: 'Pilih Paket Keluarga Kecil' })).toHaveAttribute(
        'href',
        '/reservation/1',
      ),
    );
  });

  it('offers no Pilih Paket and no Masuk untuk memesan to an admin', async () => {
    await renderApp({ url: '/category/1', user: 'admin' });
    const carousel = await packages();
    expect(within(carousel).getByRole('heading', { name: 'Keluarga Kecil' })).toBeInTheDocument();
    await screen.findAllByRole('link', { name: 'Dashboard' });
    expect(screen.queryByRole('link', { name: /Pilih Paket/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Masuk untuk memesan/ })).not.toBeInTheDocument();
  });

  it('offers a visitor Masuk untuk memesan on each package instead of Pilih Paket', async () => {
    await renderApp({ url: '/category/1' });
    const carousel = await packages();
    const signInLinks = await within(carousel).findAllByRole('link', { name: /^Masuk untuk memesan / });
    expect(signInLinks).toHaveLength(within(carousel).getAllByRole('heading', { level: 3 }).length);
    expect(within(carousel).getByRole('link', { name: 'Masuk untuk memesan Keluarga Kecil' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.queryByRole('link', { name: /Pilih Paket/ })).not.toBeInTheDocument();
  });

  it("brings a visitor to the package's reservation page once signed in", async () => {
    const { router } = await renderApp({ url: '/category/1' });
    const user = userEvent.setup({ delay: null });
    await user.click(await within(await packages()).findByRole('link', { name: 'Masuk untuk memesan Keluarga Kecil' }));
    await fill(user, await screen.findByLabelText('Email'), 'pelanggan@studio.test');
    await fill(user, screen.getByLabelText('Password'), 'pelanggan123');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reservasi' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reservation/1');
  });

  it.each([
    [1, 'one'],
    [2, 'two'],
    [3, 'three'],
  ] as const)('lays out %i image(s) as %s', async (count, layout) => {
    testServer.use(serveCategory(categoryWithImages(count)));
    await renderApp({ url: '/category/1' });
    const images = await screen.findAllByRole('img', { name: /Foto Keluarga — foto/ });
    expect(images).toHaveLength(count);
    // A layout has no role or name to find it by: the gallery marks it on itself, around the images.
    // eslint-disable-next-line testing-library/no-node-access
    expect(images[0]?.closest('[data-layout]')).toHaveAttribute('data-layout', layout);
  });

  it('shows Error: and the message when the category cannot be loaded', async () => {
    testServer.use(failGet('category/:id', 404, 'Kategori tidak ditemukan'));
    await renderApp({ url: '/category/99' });
    expect(await screen.findByText('Error: Kategori tidak ditemukan')).toBeInTheDocument();
  });
});
