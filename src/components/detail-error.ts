/** How a detail or edit page shows a failure to load, after the spec: 'Error: message'. */
export const detailError = (message: string): string => `Error: ${message}`;
