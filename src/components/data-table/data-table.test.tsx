import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UiProviders } from '../../app/providers';
import { DataTable, type DataTableProps } from './data-table';
import type { DataTableColumn, DataTableSearch, DataTableStatusFilter } from './data-table-types';

interface Fruit {
  id: number;
  name: string;
  status: 'ripe' | 'raw';
}

const fruits: Fruit[] = Array.from({ length: 23 }, (_, index) => ({
  id: index + 1,
  name: index === 4 ? 'Mangga Harum' : `Buah ${index + 1}`,
  status: index % 2 === 0 ? 'ripe' : 'raw',
}));

const columns: DataTableColumn<Fruit>[] = [
  { key: 'no', header: 'No', render: (_row, index) => index + 1 },
  { key: 'name', header: 'Nama', render: (row) => row.name },
  { key: 'status', header: 'Status', render: (row) => (row.status === 'ripe' ? 'Matang' : 'Mentah') },
];

const search: DataTableSearch<Fruit> = { label: 'Cari buah', textOf: (row) => [row.id, row.name] };

const statusFilter: DataTableStatusFilter<Fruit> = {
  label: 'Status',
  allLabel: 'Semua status',
  options: [
    { value: 'ripe', label: 'Matang' },
    { value: 'raw', label: 'Mentah' },
  ],
  statusOf: (row) => row.status,
};

function renderTable(props: Partial<DataTableProps<Fruit>> = {}) {
  return render(
    <UiProviders>
      <DataTable label="Buah" rows={fruits} columns={columns} rowKey={(row) => row.id} search={search} statusFilter={statusFilter} {...props} />
    </UiProviders>,
  );
}

const bodyRows = () => within(screen.getByRole('table', { name: 'Buah' })).getAllByRole('row').slice(1);

describe('DataTable', () => {
  it('shows the first page of rows in the given order, numbered', () => {
    renderTable();
    expect(bodyRows()).toHaveLength(10);
    expect(bodyRows()[0]).toHaveTextContent('1Buah 1Matang');
    expect(screen.getByText('1–10 dari 23')).toBeInTheDocument();
  });

  it('pages through the rows and keeps numbering across pages', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.click(screen.getByRole('button', { name: /berikutnya/i }));
    expect(bodyRows()[0]).toHaveTextContent('11Buah 11');
    await user.click(screen.getByRole('button', { name: /berikutnya/i }));
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByText('21–23 dari 23')).toBeInTheDocument();
  });

  it('searches case-insensitively and back to the first page', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.click(screen.getByRole('button', { name: /berikutnya/i }));
    await user.type(screen.getByRole('searchbox', { name: 'Cari buah' }), 'mANGGA');
    // The list follows the search box a render later (a deferred value), so wait for it.
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(bodyRows()[0]).toHaveTextContent('1Mangga Harum');
  });

  it('filters by status', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Mentah' }));
    expect(screen.getByText('1–10 dari 11')).toBeInTheDocument();
    expect(bodyRows().every((row) => row.textContent?.includes('Mentah'))).toBe(true);
  });

  it("says 'Tidak ada data' when nothing matches or nothing came", async () => {
    const user = userEvent.setup();
    const { unmount } = renderTable();
    await user.type(screen.getByRole('searchbox', { name: 'Cari buah' }), 'semangka');
    expect(await screen.findByText('Tidak ada data')).toBeInTheDocument();
    unmount();
    renderTable({ rows: [] });
    expect(screen.getByText('Tidak ada data')).toBeInTheDocument();
  });

  it('shows placeholder rows and a progress bar while loading', () => {
    renderTable({ rows: undefined, isLoading: true });
    expect(screen.getByRole('progressbar', { name: 'Memuat…' })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(5);
    expect(screen.queryByText('Tidak ada data')).not.toBeInTheDocument();
  });

  it('shows the error message in place of the table', () => {
    renderTable({ rows: undefined, error: { status: 500, message: 'Terjadi kesalahan pada server. Coba lagi nanti.' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Terjadi kesalahan pada server. Coba lagi nanti.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
