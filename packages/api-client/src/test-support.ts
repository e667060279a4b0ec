import type { User } from './auth-storage';

/** An in-memory Web Storage for tests that run outside a browser. */
export class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, String(value));
  }
}

export const brandUser: User = {
  id: 12,
  type: 'brand',
  first_name: 'Jordi',
  last_name: 'Ferrer',
  name: 'Jordi Ferrer',
  email: 'jordi@forn-santpau.cat',
  avatar_path: null,
  locale: 'ca',
};

export const adminUser: User = {
  id: 1,
  type: 'admin',
  first_name: 'Clara',
  last_name: 'Roig',
  name: 'Clara Roig',
  email: 'clara@colla.test',
  avatar_path: null,
  locale: 'en',
};
