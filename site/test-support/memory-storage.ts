/** A browser's `localStorage` or `sessionStorage` for unit tests in Node, held in a Map the test can read. */
export function memoryStorage(items = new Map<string, string>()): Storage {
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
    key: (index: number) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}
