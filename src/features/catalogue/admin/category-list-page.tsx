import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo } from 'react';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn, DataTableSearch } from '../../../components/data-table/data-table-types';
import { PageHeader } from '../../../components/page-header';
import type { Category } from '../../../lib/api-types';
import { paths } from '../../../lib/paths';
import { useCategoriesQuery, useDeleteCategoryMutation } from '../api';
import { newestFirst } from './newest-first';
import { AddDataButton } from './page-actions';
import { RowActions } from './row-actions';

const search: DataTableSearch<Category> = { label: 'Cari kategori', textOf: (row) => [row.name] };

function Thumbnails({ category }: { category: Category }) {
  return (
    <Stack direction="row" spacing={1}>
      {category.images.map((url, index) => (
        <Box
          key={url}
          component="img"
          src={url}
          alt={`Foto ${index + 1} ${category.name}`}
          loading="lazy"
          sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover' }}
        />
      ))}
    </Stack>
  );
}

export function CategoryListPage() {
  const { data, isLoading, error } = useCategoriesQuery();
  const [deleteCategory] = useDeleteCategoryMutation();
  // Phones get no photo column; jsdom and old browsers without matchMedia count as wide.
  const showsPhotos = useMediaQuery(useTheme().breakpoints.up('sm'), { noSsr: true, defaultMatches: true });
  const rows = useMemo(() => (data ? newestFirst(data) : undefined), [data]);

  const columns = useMemo(() => {
    const all: (DataTableColumn<Category> | false)[] = [
      { key: 'no', header: 'No', render: (_row, index) => index + 1 },
      { key: 'name', header: 'Nama Kategori', render: (row) => row.name, minWidth: 160 },
      showsPhotos && { key: 'photos', header: 'Foto', render: (row) => <Thumbnails category={row} /> },
      {
        key: 'actions',
        header: 'Aksi',
        minWidth: 170,
        render: (row) => (
          <RowActions editTo={paths.dashboard.categoryEdit.to(row.id)} onDelete={() => deleteCategory(row.id).unwrap()} />
        ),
      },
    ];
    return all.filter((column) => column !== false);
  }, [showsPhotos, deleteCategory]);

  return (
    <>
      <PageHeader title="Kategori" actions={<AddDataButton to={paths.dashboard.categoryCreate.to()} />} />
      <DataTable
        label="Daftar kategori"
        rows={rows}
        columns={columns}
        rowKey={(row) => row.id}
        isLoading={isLoading}
        error={error}
        search={search}
        minWidth={showsPhotos ? 640 : 320}
      />
    </>
  );
}
