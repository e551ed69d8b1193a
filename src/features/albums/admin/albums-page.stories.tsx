import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { listStates, populatedList } from '@story-harness/list-states';
import { pagedListStories } from '@story-harness/paged-list-stories';
import { findFirstCard, termsOf } from '@story-harness/phone-cards';
import { asAdminAt } from '@story-harness/story-meta';
import { onMobile } from '@story-harness/viewports';
import { appRoutes } from '@/lib/app-routes';
import { AlbumsPage } from './albums-page';

const meta = {
  title: 'Dashboard/AlbumsPage',
  component: AlbumsPage,
  ...asAdminAt(appRoutes.dashboard.albums.to()),
} satisfies Meta<typeof AlbumsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seed's finished sessions, each with its album at the stage its age gives it. */
export const Populated: Story = populatedList('Hasil Foto', ['link', 'Detail']);

/** Opened from the menu's badge: the choices waiting for the studio's edits. */
export const ToEdit: Story = {
  ...asAdminAt(appRoutes.dashboard.albums.to('editing')),
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByRole('link', { name: 'Detail' })).length).toBeGreaterThan(0);
    const table = canvas.getByRole('table', { name: 'Daftar hasil foto' });
    await expect(within(table).queryByText('Pilih foto')).not.toBeInTheDocument();
    await expect(within(table).getAllByText('Diedit').length).toBeGreaterThan(0);
  },
};

/** On a phone each album is a card: the customer with the stage beside. */
export const Mobile: Story = {
  globals: onMobile,
  play: async ({ canvasElement }) => {
    const first = await findFirstCard(canvasElement, 'Daftar hasil foto');
    await expect(termsOf(first)).toEqual(['ID Reservasi', 'Sesi', 'Paket', 'Foto', 'Dipilih', 'Batas']);
  },
};

const paged = pagedListStories('Daftar hasil foto');

export const ManyPages: Story = paged.manyPages;

export const SearchWithoutResult: Story = paged.searchWithoutResult;

const states = listStates('albums', { paged: true });

export const Loading: Story = states.loading;

export const Empty: Story = states.empty;

export const FetchError: Story = states.failure;
