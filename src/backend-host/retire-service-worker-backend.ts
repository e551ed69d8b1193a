import { serviceWorkerUrl } from './service-worker-protocol';

/**
 * A build for a real API, served where a demo build was: the demo's service worker is still registered there
 * (a deploy without its script cannot replace it, since the browser keeps a worker whose update fails) and
 * would go on answering the catalogue page and `<base>api/v1` from its own store. It is unregistered, and a
 * page it controls is loaded again, from the network. Resolves true when the page is being reloaded.
 */
export async function retireServiceWorkerBackend(base: string): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false;
  const container = navigator.serviceWorker;
  const scriptUrl = new URL(serviceWorkerUrl(base), window.location.href).href;
  const registration = await container.getRegistration(base).catch(() => undefined);
  const worker = registration?.active ?? registration?.waiting ?? registration?.installing;
  if (!registration || worker?.scriptURL !== scriptUrl) return false;
  const unregistered = await registration.unregister().catch(() => false);
  // Unregistered, the worker controls no page loaded from now on: the reload is the real deploy's, once.
  if (!unregistered || container.controller?.scriptURL !== scriptUrl) return false;
  window.location.reload();
  return true;
}
