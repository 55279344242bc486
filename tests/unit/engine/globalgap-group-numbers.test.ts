import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createWizardRegistry } from '../../../src/server/applications/wizards';
import { crossFieldProblems } from '../../../src/validation/answer-rules';
import { migrateDraft } from '../../../src/engine/revisions/migrate';
import { currentRevisions, readMigrations, readPublishedRevision } from '../../../src/engine/revisions/revisions-folder';

// Issue 47: the producer group's numbers (members, production sites) are asked of a group
// (option 2) only: on the group's own step, which the manifest shows for option 2; a single
// producer (option 1) meets them on no step. Drafts of version 1, which held them in
// Appendix 1, keep what was typed.

type Answers = Record<string, unknown>;
const fixture = (name: string) => JSON.parse(readFileSync(`schemas/fixtures/${name}.json`, 'utf8')) as Answers;
const registry = createWizardRegistry();
const wizard = registry.load('globalgap');
const GROUP_NUMBERS = ['globalgap.group.memberCount', 'globalgap.group.siteCount'];

/** Every question title of a form, nested ones included. */
function titles(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => titles(n, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'title' && typeof value === 'string') found.push(value);
      else titles(value, found);
    }
  }
  return found;
}
/** The question titles of every step shown for these answers. */
const asked = (answers: Answers) => wizard.visible(answers).flatMap((step) => titles(registry.forms.get(step.form)!.schema));

describe('GLOBALG.A.P.: the producer group’s numbers', () => {
  const single = { general: fixture('globalgap/general'), scope: fixture('globalgap/scope') };
  const group = { general: fixture('globalgap/general'), scope: { ...fixture('globalgap/scope'), option: 2 } };

  it('are not asked of a single producer (option 1), and Appendix 1 refuses them', () => {
    expect((single.scope as { option: number }).option).toBe(1);
    expect(asked(single)).toEqual(expect.not.arrayContaining([GROUP_NUMBERS[0]]));
    expect(asked(single)).toEqual(expect.not.arrayContaining([GROUP_NUMBERS[1]]));
    const appendix = [{ id: 'appendix-1', form: 'globalgap/appendix-1' }];
    expect(registry.problems(appendix, { 'appendix-1': fixture('globalgap/appendix-1') })).toEqual([]);
    const withGroup = { 'appendix-1': { ...fixture('globalgap/appendix-1'), producer_group: { members: 3, sites: 4 } } };
    expect(registry.problems(appendix, withGroup)[0]?.issues).toEqual([expect.objectContaining({ keyword: 'additionalProperties' })]);
  });

  it('are asked of a producer group (option 2), on its step, and its member list must match the number', () => {
    expect(wizard.visible(group).map((s) => s.id)).toContain('producer-group');
    expect(asked(group)).toEqual(expect.arrayContaining(GROUP_NUMBERS));
    const steps = wizard.visible(group).filter((s) => s.id === 'producer-group');
    const members = fixture('globalgap/producer-group').members as unknown[];
    const answers = (count: number) => ({ ...group, 'producer-group': { ...fixture('globalgap/producer-group'), member_count: count, site_count: 2 } });
    expect(registry.problems(steps, answers(members.length))).toEqual([]);
    expect(crossFieldProblems(steps, answers(members.length), registry.formSchema)).toEqual([]);
    expect(crossFieldProblems(steps, answers(members.length + 2), registry.formSchema)).toEqual([
      expect.objectContaining({ step: 'producer-group', issues: [expect.objectContaining({ messageId: 'globalgap.group.memberCountMismatch', params: { declared: members.length + 2, listed: members.length } })] }),
    ]);
  });

  it('typed in Appendix 1 of a version 1 draft move to the group’s step; an empty group is dropped unannounced', () => {
    const migrate = (answers: Answers) =>
      migrateDraft({ answers, fromVersion: 1, toVersion: 2, migrations: readMigrations('globalgap'), current: currentRevisions().globalgap.bundle, previous: readPublishedRevision('globalgap', 1).bundle });
    const typed = migrate({ ...group, 'appendix-1': { ...fixture('globalgap/appendix-1'), producer_group: { members: 3, sites: 4 } } });
    expect(typed.answers['producer-group']).toEqual({ member_count: 3, site_count: 4 });
    expect(typed.answers['appendix-1']).not.toHaveProperty('producer_group');
    expect(typed.retired).toEqual([]);
    const empty = migrate({ ...single, 'appendix-1': { ...fixture('globalgap/appendix-1'), producer_group: {} } });
    expect(empty.answers['appendix-1']).not.toHaveProperty('producer_group');
    expect(empty.retired).toEqual([]);
    expect(empty.notice).toBeNull();
  });
});
