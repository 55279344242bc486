import { describe, expect, it } from 'vitest';
import { renewalAnswers } from '../../../src/engine/wizard-renewal';
import type { WizardManifest } from '../../../src/engine/wizard';

const manifest = {
  id: 'bio', title: 't', version: 1, listed: { year: '/general/year', purpose: '/general/purpose' }, renewalPurpose: 'renewal',
  steps: [{ id: 'general', form: 'common/general' }, { id: 'scope', form: 'bio/scope' }, { id: 'submission', form: 'common/submission', role: 'submission' }],
} as unknown as WizardManifest;

describe('a renewal starts', () => {
  it('from last period\'s answers for the next year, with the submission step to sign again from the profile', () => {
    const previous = {
      general: { name: 'Κτήμα', year: 2026, purpose: 'initial' },
      scope: { activities: ['production'] },
      submission: { signatory: { first_name: 'Πέρσι' }, signed_application: [{ id: 'old' }] },
    };
    const start = renewalAnswers(manifest, previous, 2026, { submission: { signatory: { first_name: 'Γιώργος' } } });
    expect(start).toEqual({
      year: 2027,
      purpose: 'renewal',
      answers: {
        general: { name: 'Κτήμα', year: 2027, purpose: 'renewal' },
        scope: { activities: ['production'] },
        submission: { signatory: { first_name: 'Γιώργος' } },
      },
    });
    // the certified application's own answers are not touched
    expect(previous.general.year).toBe(2026);
    // nothing to sign from the profile: the step starts empty
    expect(renewalAnswers(manifest, previous, null, {})!.answers.submission).toBeUndefined();
  });

  it('is not offered by a wizard that names no renewal purpose', () => {
    expect(renewalAnswers({ ...manifest, renewalPurpose: undefined }, {}, 2026, {})).toBeUndefined();
  });
});
