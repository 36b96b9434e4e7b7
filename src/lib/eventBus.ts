/** A list of listeners for one kind of app-wide event, such as a toast to show. */
export function createEventBus<T>() {
  const listeners = new Set<(event: T) => void>();
  return {
    emit(event: T) {
      listeners.forEach((listener) => listener(event));
    },
    subscribe(listener: (event: T) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
