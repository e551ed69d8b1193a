import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useState } from 'react';
import type { Customer } from '@/lib/api/api-types';
import { useCustomersQuery } from '@/lib/api/endpoints/customers';
import { isSamePhoneNumber, nationalDigits } from '@/lib/rules/phone-numbers';

/** The customer as the form holds it: one already known by id, or a new one's details. */
export type CustomerValue = { id: number | '' } | { name: string; phone: string; email: string };

export const emptyNewCustomer = { name: '', phone: '', email: '' };

/** What the form shows under the customer's fields, by field. */
export interface CustomerErrors {
  id?: string;
  name?: string;
  phone?: string;
  email?: string;
}

export interface CustomerFieldProps {
  value: CustomerValue;
  onChange: (value: CustomerValue) => void;
  errors: CustomerErrors;
  /** The customer already chosen when the form opens (from their page's "Buat reservasi"), shown as picked. */
  initialCustomer?: Customer;
}

const SEARCH_PAGE = { page: 1, pageSize: 8 };

/** A customer in a list: the name, then how to reach them. */
function contactLine(customer: Customer): string {
  return [customer.phone, customer.email].filter(Boolean).join(' · ');
}

/**
 * A phone number or email worth looking up while a new customer is typed: a number of 9 digits or more, or an
 * email with a dot after its "@". Undefined otherwise.
 */
function lookupOf({ phone, email }: { phone: string; email: string }): string | undefined {
  const digits = nationalDigits(phone);
  if (digits !== undefined && digits.length >= 9) return digits;
  return /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email.trim()) ? email.trim() : undefined;
}

/** Whether a customer already has the new customer's WhatsApp number or email. */
function hasSameContact(customer: Customer, person: { phone: string; email: string }): boolean {
  const email = person.email.trim().toLowerCase();
  return isSamePhoneNumber(customer.phone, person.phone) || (email !== '' && customer.email === email);
}

/**
 * Whom the admin books for: a customer found by name, WhatsApp number or email, or a new one with a name and a
 * WhatsApp number (an email if they give one). While a new customer's number or email is typed, a customer who
 * already has it is offered, so nobody is added twice.
 */
export function CustomerField({ value, onChange, errors, initialCustomer }: CustomerFieldProps) {
  const isNew = !('id' in value);
  const [picked, setPicked] = useState<Customer | null>(initialCustomer ?? null);
  const [search, setSearch] = useState(initialCustomer?.name ?? '');
  const deferredSearch = useDeferredValue(search.trim());
  const found = useCustomersQuery({ ...SEARCH_PAGE, q: deferredSearch }, { skip: isNew });
  const lookup = isNew ? lookupOf(value) : undefined;
  const sameContact = useCustomersQuery({ ...SEARCH_PAGE, q: lookup ?? '' }, { skip: lookup === undefined });
  const existing =
    isNew && lookup !== undefined
      ? sameContact.currentData?.rows.find((customer) => hasSameContact(customer, value))
      : undefined;

  const choose = (customer: Customer | null) => {
    setPicked(customer);
    onChange({ id: customer?.id ?? '' });
  };
  const switchTo = (mode: 'known' | 'new' | null) => {
    if (mode === 'new') onChange(emptyNewCustomer);
    if (mode === 'known') choose(null);
  };
  const setNewField = (field: 'name' | 'phone' | 'email', text: string) => {
    if (isNew) onChange({ ...value, [field]: text });
  };

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={isNew ? 'new' : 'known'}
        onChange={(_event, mode: 'known' | 'new' | null) => switchTo(mode)}
        aria-label="Pelanggan"
      >
        <ToggleButton value="known">Pelanggan terdaftar</ToggleButton>
        <ToggleButton value="new">Pelanggan baru</ToggleButton>
      </ToggleButtonGroup>
      {!isNew && (
        <Autocomplete
          options={found.currentData?.rows ?? []}
          value={picked}
          onChange={(_event, customer) => choose(customer)}
          inputValue={search}
          onInputChange={(_event, text) => setSearch(text)}
          filterOptions={(options) => options}
          getOptionLabel={(customer) => customer.name}
          isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
          loading={found.isFetching}
          loadingText="Mencari pelanggan…"
          noOptionsText={deferredSearch === '' ? 'Ketik nama, nomor WhatsApp atau email' : 'Pelanggan tidak ditemukan'}
          renderOption={({ key, ...props }, customer) => (
            <li key={key} {...props}>
              <Stack sx={{ minWidth: 0 }}>
                <Typography>{customer.name}</Typography>
                <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
                  {contactLine(customer)}
                </Typography>
              </Stack>
            </li>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Cari pelanggan"
              placeholder="Nama, nomor WhatsApp atau email"
              error={Boolean(errors.id)}
              helperText={errors.id ?? (picked ? contactLine(picked) : ' ')}
            />
          )}
        />
      )}
      {isNew && (
        <Stack spacing={2}>
          <TextField
            label="Nama"
            value={value.name}
            onChange={(event) => setNewField('name', event.target.value)}
            error={Boolean(errors.name)}
            helperText={errors.name}
            autoComplete="off"
            required
          />
          <TextField
            label="Nomor WhatsApp"
            value={value.phone}
            onChange={(event) => setNewField('phone', event.target.value)}
            error={Boolean(errors.phone)}
            helperText={errors.phone ?? 'Contoh: 0812-3456-7890'}
            inputMode="tel"
            autoComplete="off"
            required
          />
          <TextField
            label="Email (opsional)"
            type="email"
            value={value.email}
            onChange={(event) => setNewField('email', event.target.value)}
            error={Boolean(errors.email)}
            helperText={errors.email ?? 'Agar pelanggan menerima email pengingat'}
            autoComplete="off"
          />
          {existing && (
            <Alert
              severity="info"
              action={
                <Button color="inherit" size="small" onClick={() => choose(existing)}>
                  Pilih pelanggan ini
                </Button>
              }
            >
              Sudah terdaftar: <strong>{existing.name}</strong> ({contactLine(existing)}).
            </Alert>
          )}
        </Stack>
      )}
    </Stack>
  );
}
