import { describe, expect, it } from 'vitest';
import { readMigrations, readPublishedRevision, type Revision } from '../../../src/engine/revisions/revisions-folder';
import { revisionHash } from '../../../src/engine/revisions/bundle';
import { revisionChanges } from '../../../src/server/revisions/engine-calls';
import en from '../../../locales/en/applications.json';
import el from '../../../locales/el/applications.json';
import es from '../../../locales/es/applications.json';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- schema files, edited by a test

// The staff "what changed" list beyond what migrations declare (docs/revisions.md): a change that
// breaks nothing (a wording, a question made required, a step's condition, a type that still
// takes the old answers) is listed too, each in the reader's language.
describe('what changed, for staff', () => {
  const published = readPublishedRevision('bio', 1);
  const changed = (edit: (bundle: Json) => void): Revision => {
    const bundle = structuredClone(published.bundle) as Json;
    edit(bundle);
    return { ...published, version: 2, hash: revisionHash(bundle as Revision['bundle']), bundle: bundle as Revision['bundle'] };
  };

  it('lists each language whose wording changed, a question made required, a step asked on other answers and a changed type', () => {
    const today = changed((bundle) => {
      const general = bundle.forms['common/general'].schema;
      const title = general.properties.customer_id.title;
      bundle.messages.el[title] = 'Ο πελάτης της αίτησης';
      bundle.messages.es[title] = 'El cliente de la solicitud';
      general.required.push('send_offer_to');
      general.properties.customer_id.type = 'number';
      const step = bundle.wizard.steps.find((s: Json) => s.id === 'plant-production');
      step.when = { required: ['general'] };
    });
    const changes = revisionChanges(published, today, readMigrations('bio'));
    const text = changes.filter((c) => c.kind === 'text-changed').map((c) => [c.pointer, c.locale, c.messageId, c.textId]);
    expect(text).toEqual([
      ['/general/customer_id', 'el', 'applications.revision.change.text-changed', 'common.general.customerId'],
      ['/general/customer_id', 'es', 'applications.revision.change.text-changed', 'common.general.customerId'],
    ]);
    expect(changes).toContainEqual(expect.objectContaining({ kind: 'required-changed', pointer: '/general/send_offer_to', after: true, messageId: 'applications.revision.change.required-changed' }));
    expect(changes).toContainEqual(expect.objectContaining({ kind: 'type-changed', pointer: '/general/customer_id', before: ['integer'], after: ['number'], breaking: false }));
    expect(changes).toContainEqual(expect.objectContaining({ kind: 'condition-changed', stepId: 'plant-production', messageId: 'applications.revision.change.condition-changed' }));
  });

  it('lists nothing between a revision and itself', () => {
    expect(revisionChanges(published, published, readMigrations('bio'))).toEqual([]);
  });

  it('has a text in el, en and es for every kind of change the engine reports', () => {
    const kinds = ['question-added', 'question-removed', 'question-renamed', 'choice-added', 'choice-removed', 'required-changed', 'type-changed', 'text-changed', 'condition-changed', 'question-condition-changed', 'step-added', 'step-removed'];
    for (const [locale, messages] of [['en', en], ['el', el], ['es', es]] as const) {
      for (const kind of kinds) expect((messages as Record<string, string>)[`applications.revision.change.${kind}`], `${locale} ${kind}`).toBeTruthy();
    }
  });
});
