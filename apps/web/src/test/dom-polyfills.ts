// What jsdom lacks and the components call. Each stands in for a browser behaviour no test asserts on.

// Picked files are previewed through object URLs (campaign form, uploads).
if (!URL.createObjectURL) {
  let next = 0;
  URL.createObjectURL = () => `blob:http://localhost/${(next += 1)}`;
  URL.revokeObjectURL = () => undefined;
}

// Links to '#embed-code' scroll the panel into view; Radix scrolls focused items.
Element.prototype.scrollIntoView ??= () => undefined;

// Radix measures some parts (checkbox bubbles, menus) with ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// The theme's 'system' choice and the layout ask media queries; jsdom answers none.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;
