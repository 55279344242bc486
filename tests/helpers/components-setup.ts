import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { validators } from 'virtual:form-validators';
import { provideForms, provideValidators } from '../../src/forms/validators';
import { formCatalog, schemaCatalog } from '../../src/forms/form-catalog';
import { provideWizards } from '../../src/forms/wizard-validators';
import { preloadSchemaForm } from '../../src/forms/catalog-form';
import { preloadRenderers } from '../../renderers/registry';

// Forms render at once, as they did before validators and renderers became chunks loaded on first use
// (tests/components/form-validator-loading.test.tsx covers the loading itself).
provideValidators(validators);
provideForms(Object.fromEntries(formCatalog.ids.map((id) => [id, formCatalog.get(id)!])));
provideWizards(schemaCatalog.wizards);
await Promise.all([preloadRenderers(), preloadSchemaForm()]);

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
// Chakra's tick boxes (zag-js's press handling) make a PointerEvent when a box loses focus.
window.PointerEvent ??= class PointerEvent extends MouseEvent {
  readonly pointerId: number;
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 0;
    this.pointerType = init.pointerType ?? '';
  }
} as unknown as typeof window.PointerEvent;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

afterEach(() => cleanup());
