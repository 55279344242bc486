import { describe, expect, it } from 'vitest';
import { crossFieldProblems, ruleIssues } from '../../../src/validation/answer-rules';
import type { WizardStep } from '../../../src/engine/wizard';

// A step hidden by a later choice keeps its answers (the person may choose it again), but a
// rule reads only the steps shown now: stale answers neither make nor break it.

const units = { type: 'object', properties: { units: { type: 'array', items: { type: 'string' }, amongAnswers: { of: '/appendix-1/units/*/code', as: 'code', message: 'm.unit' } } } };
const flocks = {
  type: 'object',
  properties: { flocks: { type: 'integer', whenAnswers: { if: { '/scope/kind': { const: 'poultry' } }, then: { filled: true }, message: 'm.flocks' } } },
};
const step = (id: string, form = id): WizardStep => ({ id, form, title: id }) as WizardStep;
const forms: Record<string, object> = { units, flocks };

describe('rules across steps and hidden steps', () => {
  it('a hidden step’s stale answer does not bring a rule that the shown answers would not', () => {
    const answers = { scope: { kind: 'poultry' }, birds: {} };
    expect(ruleIssues(flocks, answers.birds, answers, [step('scope'), step('birds', 'flocks')])).toEqual([
      { path: '/flocks', keyword: 'whenAnswers', messageId: 'm.flocks', params: {} },
    ]);
    // the scope step is hidden now (it keeps its answer): nothing asks for the flocks
    expect(ruleIssues(flocks, answers.birds, answers, [step('birds', 'flocks')])).toEqual([]);
  });

  it('a hidden step’s stale list does not let a value pass that no shown step holds', () => {
    const answers = { 'appendix-1': { units: [{ code: 'PU-01' }] }, products: { units: ['PU-01'] } };
    const shown = [step('products', 'units')];
    expect(crossFieldProblems(shown, answers, (form) => forms[form])).toEqual([
      { step: 'products', form: 'units', issues: [{ path: '/units', keyword: 'amongAnswers', messageId: 'm.unit', params: { code: 'PU-01' } }] },
    ]);
    expect(crossFieldProblems([step('appendix-1', 'none'), ...shown], answers, (form) => forms[form])).toEqual([]);
  });
});
