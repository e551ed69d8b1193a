import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { DataTableColumn, DataTableSearch } from '@/components/data-table/data-table-types';
import { rowNumberColumn } from '@/components/data-table/row-number-column';
import type { Category } from '@/lib/api/api-types';
import { appRoutes } from '@/lib/app-routes';
import { useCategoriesQuery, useDeleteCategoryMutation } from '@/lib/api/endpoints/catalogue';
import { CatalogueListPage } from '../shared/catalogue-list-page';
import { apiImageUrl } from '@/lib/config';

const search: DataTableSearch<Category> = { label: 'Cari kategori', textOf: (row) => [row.name] };

function Thumbnails({ category }: { category: Category }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {category.images.map((url, index) => (
        <Box
          key={url}
          component="img"
          src={apiImageUrl(url)}
          alt={`Foto ${index + 1} ${category.name}`}
          loading="lazy"
          sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover' }}
        />
      ))}
    </Stack>
  );
}

const columns: DataTableColumn<Category>[] = [
  rowNumberColumn(),
  { key: 'name', header: 'Nama Kategori', render: (row) => row.name, minWidth: 160, card: 'title' },
  { key: 'photos', header: 'Foto', render: (row) => <Thumbnails category={row} /> },
];

/** The admin's categories: name and photos. */
export function CategoryAdminListPage() {
  const list = useCategoriesQuery();
  const [deleteCategory] = useDeleteCategoryMutation();
  return (
    <CatalogueListPage
      title="Kategori"
      label="Daftar kategori"
      list={list}
      deleteRow={deleteCategory}
      createPath={appRoutes.dashboard.categoryCreate.to()}
      editPath={appRoutes.dashboard.categoryEdit.to}
      columns={columns}
      search={search}
      minWidth={640}
    />
  );
}
