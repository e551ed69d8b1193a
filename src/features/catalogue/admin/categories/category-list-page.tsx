import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn, DataTableSearch } from '@/components/data-table/data-table-types';
import { rowNumberColumn } from '@/components/data-table/row-number-column';
import { PageHeader } from '@/components/page-header';
import type { Category } from '@/lib/api/api-types';
import { paths } from '@/lib/paths';
import { useCategoriesQuery, useDeleteCategoryMutation } from '@/features/catalogue/api';
import { newestFirst } from '@/lib/rules/ordering';
import { AddDataButton } from '../shared/page-actions';
import { RowActions } from '../shared/row-actions';

const search: DataTableSearch<Category> = { label: 'Cari kategori', textOf: (row) => [row.name] };

function Thumbnails({ category }: { category: Category }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
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
  const rows = useMemo(() => (data ? newestFirst(data) : undefined), [data]);

  const columns = useMemo<DataTableColumn<Category>[]>(
    () => [
      rowNumberColumn(),
      { key: 'name', header: 'Nama Kategori', render: (row) => row.name, minWidth: 160, card: 'title' },
      { key: 'photos', header: 'Foto', render: (row) => <Thumbnails category={row} /> },
      {
        key: 'actions',
        header: 'Aksi',
        minWidth: 170,
        card: 'actions',
        render: (row) => (
          <RowActions
            editTo={paths.dashboard.categoryEdit.to(row.id)}
            onDelete={() => deleteCategory(row.id).unwrap()}
          />
        ),
      },
    ],
    [deleteCategory],
  );

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
        minWidth={640}
      />
    </>
  );
}
