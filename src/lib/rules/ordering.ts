/** Newest first: by creation time, then by id, as every list is read (the backend's lists and the admin's tables). */
export function newestFirst<Row extends { id: number; createdAt: string }>(rows: readonly Row[]): Row[] {
  return [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}
