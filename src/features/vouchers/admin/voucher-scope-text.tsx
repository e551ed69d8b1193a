import type { Voucher } from '@/lib/api/api-types';
import { useCategoriesQuery, usePackagesQuery } from '@/lib/api/endpoints/catalogue';
import { EVERY_PACKAGE } from './voucher-labels';

/** What a voucher applies to: "Semua paket", or the names of its categories and packages ("Wisuda · Paket Solo"). */
export function VoucherScopeText({ voucher: { categoryIds, packageIds } }: { voucher: Voucher }) {
  const categories = useCategoriesQuery();
  const packages = usePackagesQuery();
  if (categoryIds.length === 0 && packageIds.length === 0) return EVERY_PACKAGE;
  const names = [
    ...categoryIds.map((id) => categories.data?.find((category) => category.id === id)?.name),
    ...packageIds.map((id) => {
      const found = packages.data?.find((row) => row.id === id);
      return found && `${found.category.name} – ${found.name}`;
    }),
  ];
  // Until the catalogue is in, how many rather than which.
  if (names.some((name) => name === undefined)) {
    return [
      categoryIds.length > 0 && `${categoryIds.length} kategori`,
      packageIds.length > 0 && `${packageIds.length} paket`,
    ]
      .filter(Boolean)
      .join(' · ');
  }
  return names.join(' · ');
}
