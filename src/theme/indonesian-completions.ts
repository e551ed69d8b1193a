import type { Localization } from '@mui/material/locale';

const pageLabels: Record<'first' | 'last' | 'next' | 'previous', string> = {
  first: 'Ke halaman pertama',
  last: 'Ke halaman terakhir',
  next: 'Ke halaman berikutnya',
  previous: 'Ke halaman sebelumnya',
};

/** What MUI's idID locale leaves in English: pagination counts and buttons, empty ratings, breadcrumbs. */
export const indonesianCompletions: Localization = {
  components: {
    MuiTablePagination: {
      defaultProps: {
        labelRowsPerPage: 'Baris per halaman:',
        labelDisplayedRows: ({ from, to, count }) => `${from}–${to} dari ${count !== -1 ? count : `lebih dari ${to}`}`,
        getItemAriaLabel: (type) => pageLabels[type],
      },
    },
    MuiRating: { defaultProps: { emptyLabelText: 'Kosong' } },
    MuiBreadcrumbs: { defaultProps: { expandText: 'Tampilkan jalur' } },
  },
};
