import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { listStates, populatedList } from '@story-harness/list-states';
import { pagedListStories } from '@story-harness/paged-list-stories';
import { findFirstCard, termsOf } from '@story-harness/phone-cards';
import { asAdminAt } from '@story-harness/story-meta';
import { onMobile } from '@story-harness/viewports';
import { appRoutes } from '@/lib/app-routes';
import { CustomersPage } from './customers-page';

const meta = {
  title: 'Dashboard/CustomersPage',
  component: CustomersPage,
  ...asAdminAt(appRoutes.dashboard.customers.to()),
} satisfies Meta<typeof CustomersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seed's customers by name, each with their bookings, money and visits. */
export const Populated: Story = populatedList('Pelanggan', ['link', 'Detail']);

/** Sorted by money paid, the most first: the studio's best customers at the top. */
export const ByMoneyPaid: Story = {
  ...asAdminAt(`${appRoutes.dashboard.customers.to()}?sort=-paid`),
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Urutkan' })).toHaveTextContent('Dibayar terbanyak'),
    );
    const table = canvas.getByRole('table', { name: 'Daftar pelanggan' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
    const column = within(table)
      .getAllByRole('columnheader')
      .findIndex((header) => header.textContent === 'Dibayar');
    const paid = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Number((within(row).getAllByRole('cell')[column]?.textContent ?? '').replace(/\D/g, '')));
    await expect(column).toBeGreaterThan(0);
    await expect(paid).toEqual([...paid].sort((a, b) => b - a));
  },
};

/** Found by part of a WhatsApp number, written the way the admin heard it. */
export const FoundByPhone: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('searchbox', { name: /Cari nama/ }), '+62 812 3456 7801');
    const table = canvas.getByRole('table', { name: 'Daftar pelanggan' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  },
};

/** On a phone each customer is a card, named by the customer. */
export const Mobile: Story = {
  globals: onMobile,
  play: async ({ canvasElement }) => {
    const first = await findFirstCard(canvasElement, 'Daftar pelanggan');
    await expect(termsOf(first)).toEqual([
      'WhatsApp',
      'Email',
      'Saluran pertama',
      'Reservasi',
      'Dibayar',
      'Kunjungan terakhir',
      'Kunjungan berikutnya',
      'Tidak hadir',
      'Batal mendadak',
    ]);
  },
};

/** The seed's customers fill more than a page of ten: the next one follows. */
export const NextPage: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText(/^1–10 dari \d+$/)).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: /berikutnya/i }));
    await waitFor(() => expect(canvas.getByText(/^11–\d+ dari \d+$/)).toBeVisible());
  },
};

export const SearchWithoutResult: Story = pagedListStories('Daftar pelanggan').searchWithoutResult;

const states = listStates('customers', { paged: true });

export const Loading: Story = states.loading;

export const Empty: Story = states.empty;

export const FetchError: Story = states.failure;
