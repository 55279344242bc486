// Sample answers of each form (schemas/fixtures/<form id>.json), for stories and component
// tests. The app never shows them, so the catalogue it bundles leaves them out (form-catalog.ts).
const fixtures = import.meta.glob<unknown>('../../schemas/fixtures/**/*.json', { eager: true, import: 'default' });

/** The sample answers of form `id` (`bio/parcels`), or undefined when it has none. */
export const formFixture = (id: string): unknown => fixtures[`../../schemas/fixtures/${id}.json`];
