import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { StatusSelect } from './data-table-types';
import { ALL_STATUSES } from './use-visible-rows';

/** The status select's entries and labels, with the entry chosen. */
interface ChosenStatus extends StatusSelect {
  value: string;
  onChange: (status: string) => void;
}

export interface DataTableToolbarProps {
  searchLabel?: string;
  query: string;
  onQueryChange: (query: string) => void;
  /** For a list the server filters. */
  statusSelect?: ChosenStatus;
}

/**
 * The search box and the status select above a data table: stacked on phones, side by side elsewhere,
 * where the search takes the room the select's fixed width leaves (but never less than a query needs).
 */
export function DataTableToolbar({ searchLabel, query, onQueryChange, statusSelect }: DataTableToolbarProps) {
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
      {statusSelect && (
        <TextField
          select
          size="small"
          label={statusSelect.label}
          value={statusSelect.value}
          onChange={(event) => statusSelect.onChange(event.target.value)}
          sx={{ flex: { sm: '0 0 200px' }, width: { sm: 200 } }}
          // The "no choice" entry (every status, the list's own order) shows as chosen, under its label.
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value={ALL_STATUSES}>{statusSelect.allLabel}</MenuItem>
          {statusSelect.options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}
