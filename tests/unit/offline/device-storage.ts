import 'fake-indexeddb/auto';

/** A page's localStorage for tests in Node (the device copies of drafts live there). */
export function installLocalStorage(): void {
  const items = new Map<string, string>();
  const storage = {
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (name: string) => items.get(name) ?? null,
    setItem: (name: string, value: string) => void items.set(name, String(value)),
    removeItem: (name: string) => void items.delete(name),
    clear: () => items.clear(),
  };
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
}

/** A photo as the camera gives it, `size` bytes. */
export const photo = (name: string, size = 64) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });
