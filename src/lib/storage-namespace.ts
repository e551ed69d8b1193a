/**
 * The name of a database, lock or storage key for the app served at a base path: the name itself at `/`,
 * and the name with the base path elsewhere (`token:/studio/`), so two deployments on one origin never
 * share their data or their sign-in.
 */
export function storageName(name: string, basePath: string): string {
  return basePath === '/' ? name : `${name}:${basePath}`;
}
