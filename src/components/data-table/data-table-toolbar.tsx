import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { StatusFilterOption } from './data-table-types';
import { ALL_STATUSES } from './use-visible-rows';

export interface DataTableToolbarProps {
  searchLabel?: string;
  query: string;
  onQueryChange: (query: string) => void;
  statusLabel?: string;
  allStatusesLabel?: string;
  statusOptions?: StatusFilterOption[];
  status: string;
  onStatusChange: (status: string) => void;
}

/**
 * The search box and the status select above a data table: stacked on phones, side by side elsewhere,
 * where the search takes the room the select's fixed width leaves (but never less than a query needs).
 */
export function DataTableToolbar({
  searchLabel,
  query,
  onQueryChange,
  statusLabel,
  allStatusesLabel,
  statusOptions,
  status,
  onStatusChange,
}: DataTableToolbarProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
      {searchLabel && (
        <TextField
          type="search"
          size="small"
          label={searchLabel}
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          sx={{ flex: { sm: '1 1 240px' }, minWidth: { sm: 200 }, maxWidth: { sm: 420 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
      {statusLabel && statusOptions && (
        <TextField
          select
          size="small"
          label={statusLabel}
          value={status}
          onChange={(event) => onStatusChange(event.target.value)}
          sx={{ flex: { sm: '0 0 200px' }, width: { sm: 200 } }}
        >
          <MenuItem value={ALL_STATUSES}>{allStatusesLabel}</MenuItem>
          {statusOptions.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}
