import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { validators } from 'virtual:form-validators';
import { provideValidators } from '../../src/forms/validators';

// Forms render at once, as they did before validators became chunks loaded on first use
// (tests/components/form-validator-loading.test.tsx covers the loading itself).
provideValidators(validators);

// A busy 2-core CI machine (tests run beside builds and browsers) can take more than the
// default second to load a locale's messages; waiting longer changes no assertion.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks these; Chakra asks for them.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false, media: query, onchange: null,
      addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

afterEach(() => cleanup());
