import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { UiProviders } from '@/app/providers';
import { emulateScreenWidth } from '@/test/viewport-media';
import { DataTable, type BrowserDataTableProps } from './data-table';
import { SKELETON_CARDS } from './data-table-cards';
import type { DataTableColumn, DataTableSearch, ServerPaging, StatusSelect } from './data-table-types';
import { rowNumberColumn } from './row-number-column';

interface Fruit {
  id: number;
  name: string;
  status: 'ripe' | 'raw';
  origin: string;
}

const fruits: Fruit[] = Array.from({ length: 23 }, (_, index) => ({
  id: index + 1,
  name: index === 4 ? 'Mangga Harum' : `Buah ${index + 1}`,
  status: index % 2 === 0 ? 'ripe' : 'raw',
  origin: index % 3 === 0 ? 'Malang' : 'Garut',
}));

const columns: DataTableColumn<Fruit>[] = [
  rowNumberColumn(),
  { key: 'name', header: 'Nama', render: (row) => row.name, card: 'title' },
  { key: 'status', header: 'Status', render: (row) => (row.status === 'ripe' ? 'Matang' : 'Mentah'), card: 'aside' },
  { key: 'origin', header: 'Asal', render: (row) => row.origin, hideBelow: 'xl' },
  { key: 'actions', header: 'Aksi', render: (row) => <button type="button">Beli {row.name}</button>, card: 'actions' },
];

const search: DataTableSearch<Fruit> = { label: 'Cari buah', textOf: (row) => [row.id, row.name] };

const statusFilter: StatusSelect = {
  label: 'Status',
  allLabel: 'Semua status',
  options: [
    { value: 'ripe', label: 'Matang' },
    { value: 'raw', label: 'Mentah' },
  ],
};

function renderTable(props: Partial<BrowserDataTableProps<Fruit>> = {}) {
  return render(
    <UiProviders>
      <DataTable label="Buah" rows={fruits} columns={columns} search={search} {...props} />
    </UiProviders>,
  );
}

const shownPage = (page: number, itemCount = fruits.length) => ({
  page,
  pageSize: 10,
  itemCount,
  pageCount: Math.ceil(itemCount / 10),
});

function serverPaging(overrides: Partial<ServerPaging> = {}): ServerPaging {
  return {
    shown: shownPage(1),
    page: 0,
    rowsPerPage: 10,
    query: '',
    status: '',
    isFetching: false,
    onPageChange: vi.fn(),
    onRowsPerPageChange: vi.fn(),
    onQueryChange: vi.fn(),
    onStatusChange: vi.fn(),
    ...overrides,
  };
}

function renderServerTable(server: ServerPaging, rows: Fruit[] | undefined = fruits.slice(0, 10)) {
  return render(
    <UiProviders>
      <DataTable
        label="Buah"
        rows={rows}
        columns={columns}
        search={{ label: 'Cari buah' }}
        statusFilter={statusFilter}
        server={server}
      />
    </UiProviders>,
  );
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Buah' }))
    .getAllByRole('row')
    .slice(1);

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
    renderTable({
      rows: undefined,
      error: { status: 500, message: 'Terjadi kesalahan pada server. Coba lagi nanti.' },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Terjadi kesalahan pada server. Coba lagi nanti.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('leaves the columns meant for wider screens out of the table below their breakpoint', () => {
    const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);
    const { unmount } = renderTable();
    // Without matchMedia (jsdom) the screen counts as a wide one.
    expect(headers()).toEqual(['No', 'Nama', 'Status', 'Asal', 'Aksi']);
    unmount();
    onTestFinished(emulateScreenWidth(1280));
    renderTable();
    expect(headers()).toEqual(['No', 'Nama', 'Status', 'Aksi']);
    expect(screen.queryByText('Malang')).not.toBeInTheDocument();
  });

  it('shows every column at 1536 px and up', () => {
    onTestFinished(emulateScreenWidth(1600));
    renderTable();
    expect(screen.getByRole('columnheader', { name: 'Asal' })).toBeInTheDocument();
  });

  describe('on a phone', () => {
    const cards = () => within(screen.getByRole('list', { name: 'Buah' })).getAllByRole('listitem');

    it('shows each row as a card named by its title, with its status, facts and actions', () => {
      onTestFinished(emulateScreenWidth(360));
      renderTable();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(cards()).toHaveLength(10);
      const first = within(screen.getByRole('listitem', { name: 'Buah 1' }));
      expect(first.getByText('Matang')).toBeInTheDocument();
      // The facts are label/value pairs, without the row number; the hidden-below column shows too.
      expect(first.getAllByRole('term').map((term) => term.textContent)).toEqual(['Asal']);
      expect(first.getByRole('definition')).toHaveTextContent('Malang');
      expect(first.getByRole('button', { name: 'Beli Buah 1' })).toBeInTheDocument();
      expect(screen.getByText('1–10 dari 23')).toBeInTheDocument();
    });

    it('pages and searches the cards', async () => {
      onTestFinished(emulateScreenWidth(360));
      const user = userEvent.setup();
      renderTable();
      await user.click(screen.getByRole('button', { name: /berikutnya/i }));
      expect(cards()[0]).toHaveAccessibleName('Buah 11');
      await user.type(screen.getByRole('searchbox', { name: 'Cari buah' }), 'mangga');
      await waitFor(() => expect(cards()).toHaveLength(1));
      expect(cards()[0]).toHaveAccessibleName('Mangga Harum');
    });

    it('reaches the actions of the first card with the Tab key, after the search and the status', async () => {
      onTestFinished(emulateScreenWidth(360));
      const user = userEvent.setup();
      renderServerTable(serverPaging());
      await user.tab();
      expect(screen.getByRole('searchbox', { name: 'Cari buah' })).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('combobox', { name: 'Status' })).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('button', { name: 'Beli Buah 1' })).toHaveFocus();
    });

    it('shows placeholder cards while loading, and the empty text or the error as a table does', () => {
      onTestFinished(emulateScreenWidth(360));
      const { unmount } = renderTable({ rows: undefined, isLoading: true });
      expect(screen.getByRole('progressbar', { name: 'Memuat…' })).toBeInTheDocument();
      expect(screen.getByRole('list', { name: 'Buah' })).toHaveAttribute('aria-busy', 'true');
      expect(cards()).toHaveLength(SKELETON_CARDS);
      // The placeholders keep the labels, so the cards do not change size when the rows come.
      expect(screen.getAllByText('Asal')).toHaveLength(SKELETON_CARDS);
      unmount();
      const { unmount: unmountEmpty } = renderTable({ rows: [] });
      expect(screen.getByText('Tidak ada data')).toBeInTheDocument();
      expect(screen.queryByRole('list')).not.toBeInTheDocument();
      unmountEmpty();
      renderTable({
        rows: undefined,
        error: { status: 500, message: 'Terjadi kesalahan pada server. Coba lagi nanti.' },
      });
      expect(screen.getByRole('alert')).toHaveTextContent('Terjadi kesalahan pada server. Coba lagi nanti.');
    });

    it('heads a card with its first label/value column when no column is its title', () => {
      onTestFinished(emulateScreenWidth(360));
      renderTable({
        columns: columns.map((column) => (column.card === 'title' ? { ...column, card: undefined } : column)),
      });
      expect(screen.getByRole('listitem', { name: 'Buah 1' })).toBeInTheDocument();
    });
  });
});

describe('DataTable paged by the server', () => {
  it('shows the rows it is given as they are, numbered where their page sits, and counts every match', () => {
    renderServerTable(serverPaging({ shown: shownPage(3, 10_000), page: 2 }), fruits.slice(0, 10));
    expect(bodyRows()).toHaveLength(10);
    expect(bodyRows()[0]).toHaveTextContent('21Buah 1Matang');
    expect(screen.getByText('21–30 dari 10000')).toBeInTheDocument();
  });

  it('hands the page, the page size, the search and the status to its controls', async () => {
    const user = userEvent.setup();
    const server = serverPaging();
    renderServerTable(server);
    await user.click(screen.getByRole('button', { name: /berikutnya/i }));
    expect(server.onPageChange).toHaveBeenCalledWith(1);
    await user.type(screen.getByRole('searchbox', { name: 'Cari buah' }), 'm');
    expect(server.onQueryChange).toHaveBeenCalledWith('m');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Mentah' }));
    expect(server.onStatusChange).toHaveBeenCalledWith('raw');
    await user.click(screen.getByRole('combobox', { name: /baris per halaman/i }));
    await user.click(await screen.findByRole('option', { name: '25' }));
    expect(server.onRowsPerPageChange).toHaveBeenCalledWith(25);
  });

  it('keeps the rows shown, busy under a progress bar, while another page loads', () => {
    renderServerTable(serverPaging({ shown: shownPage(1), page: 1, isFetching: true }));
    expect(screen.getByRole('progressbar', { name: 'Memuat…' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Buah' })).toHaveAttribute('aria-busy', 'true');
    expect(bodyRows()[0]).toHaveTextContent('1Buah 1');
    // The pagination already says where the list is going.
    expect(screen.getByText('11–20 dari 23')).toBeInTheDocument();
  });

  it('shows placeholder rows before the first page, and the empty text when nothing matches', () => {
    const { unmount } = render(
      <UiProviders>
        <DataTable
          label="Buah"
          rows={undefined}
          columns={columns}
          isLoading
          server={serverPaging({ shown: undefined })}
        />
      </UiProviders>,
    );
    expect(screen.getByRole('progressbar', { name: 'Memuat…' })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(5);
    unmount();
    renderServerTable(serverPaging({ shown: shownPage(1, 0), query: 'semangka' }), []);
    expect(screen.getByText('Tidak ada data')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /berikutnya/i })).not.toBeInTheDocument();
  });

  it('steps back to the last page when the one it asked for came back empty', () => {
    const server = serverPaging({ shown: shownPage(4), page: 3 });
    renderServerTable(server, []);
    expect(server.onPageChange).toHaveBeenCalledWith(2);
  });
});
