/**
 * API calls wait here until the backend can answer: at once for a real API, and once the site's service
 * worker controls the page for the emulated one. The app shell renders without waiting.
 */
let settle: { resolve: () => void; reject: (reason: Error) => void } | undefined;

const ready = new Promise<void>((resolve, reject) => {
  settle = { resolve, reject };
});
ready.catch(() => undefined);

let answersHeldUntil: Promise<void> = Promise.resolve();

/**
 * Lets calls through to the backend. An answer is handed to the app only once `answersHeldUntil` settles
 * (the demo room following the backend's clock): the call and that work travel together, not one after the
 * other, and nothing is shown against the wrong time.
 */
export function markBackendReady(holdAnswersUntil: Promise<void> = Promise.resolve()): void {
  answersHeldUntil = holdAnswersUntil.catch(() => undefined);
  settle?.resolve();
}

export function markBackendFailed(reason: Error): void {
  settle?.reject(reason);
}

export function whenBackendReady(): Promise<void> {
  return ready;
}

/** Resolves once an answer of the backend may be handed to the app. */
export function whenAnswersMayBeShown(): Promise<void> {
  return answersHeldUntil;
}
