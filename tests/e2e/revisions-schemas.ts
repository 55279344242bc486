import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The questionnaires of the end-to-end test of issue 45, by files alone. The browser's forms
// and validators come from the build, so the change runs backwards: `older` is a copy of
// schemas/ as it stood before an analyst's change (version 0), and `today` is schemas/ itself
// (version 1, what dist/client was built from) with the migrations file the analyst wrote.
// One build serves both server runs: the first run's pages are not looked at in a browser
// (its API and PDFs are), the second's are (docs/revisions.md, "Testing a change").

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- schema files, edited by a test

const read = (dir: string, file: string): Json => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
const write = (dir: string, file: string, value: unknown) => fs.writeFileSync(path.join(dir, file), `${JSON.stringify(value, null, 2)}\n`);
const without = (list: string[], name: string) => list.filter((item) => item !== name);

/**
 * schemas/ before the change: the financing question was called `financing`; "send the offer
 * to" had a choice `consultant` (today `partner`); the proposed inspection date was asked
 * with the certification options (today with the general step); the flexible distribution
 * rule was not asked (today a required yes/no).
 */
export function writeOlderSchemas(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-schemas-older-'));
  fs.cpSync('schemas', dir, { recursive: true });
  for (const wizard of ['bio', 'globalgap']) write(dir, `wizards/${wizard}.json`, { ...read(dir, `wizards/${wizard}.json`), version: 0 });

  // each family's general step (GLOBALG.A.P. has its own, issue 47) changed alike
  const inspectionDates: unknown[] = [];
  for (const form of ['common/general', 'globalgap/general']) {
    const general = read(dir, `${form}.schema.json`);
    const generalUi = read(dir, `${form}.ui.json`);
    const { financing_program: financing, proposed_inspection_date: inspectionDate, ...generalRest } = general.properties;
    inspectionDates.push(inspectionDate);
    general.properties = { ...generalRest, financing };
    general.properties.send_offer_to = {
      ...general.properties.send_offer_to,
      oneOf: general.properties.send_offer_to.oneOf.map((choice: Json) => (choice.const === 'partner' ? { ...choice, const: 'consultant' } : choice)),
    };
    generalUi['ui:order'] = without(generalUi['ui:order'], 'proposed_inspection_date').map((name: string) => (name === 'financing_program' ? 'financing' : name));
    if (generalUi.financing_program) {
      generalUi.financing = generalUi.financing_program;
      delete generalUi.financing_program;
    }
    delete generalUi.proposed_inspection_date;
    write(dir, `${form}.schema.json`, general);
    write(dir, `${form}.ui.json`, generalUi);
  }
  const inspectionDate = inspectionDates[0];

  const options = read(dir, 'common/certification-options.schema.json');
  const optionsUi = read(dir, 'common/certification-options.ui.json');
  const { flexible_distribution_rule: _asked, ...optionsRest } = options.properties;
  options.properties = { ...optionsRest, proposed_inspection_date: inspectionDate };
  options.required = without(options.required, 'flexible_distribution_rule');
  optionsUi['ui:order'] = [...without(optionsUi['ui:order'], 'flexible_distribution_rule'), 'proposed_inspection_date'];
  delete optionsUi.flexible_distribution_rule;
  write(dir, 'common/certification-options.schema.json', options);
  write(dir, 'common/certification-options.ui.json', optionsUi);
  return dir;
}

/** The migrations from version 0 to 1, the same for both wizards (the change is in their common forms). */
const migrations = (wizard: string) => ({
  wizard,
  migrations: [
    {
      from: 0,
      to: 1,
      note: 'financing renamed; the offer goes to the partner; the inspection date asked with the general step; the flexible distribution rule asked',
      changes: [
        { rename: '/general/financing', to: '/general/financing_program' },
        { choices: '/general/send_offer_to', map: { consultant: 'partner' } },
        { rename: '/certification-options/proposed_inspection_date', to: '/general/proposed_inspection_date' },
        { ask: '/certification-options/flexible_distribution_rule' },
      ],
    },
  ],
});

/** schemas/ today (as built into dist/client), with the analyst's migrations file beside each manifest. */
export function writeTodaysSchemas(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-schemas-today-'));
  fs.cpSync('schemas', dir, { recursive: true });
  for (const wizard of ['bio', 'globalgap']) write(dir, `wizards/${wizard}.migrations.json`, migrations(wizard));
  return dir;
}

/** Answers given under the older questionnaire: today's samples moved back to where it asked them. */
export function olderShaped(answers: Json): Json {
  const { financing_program, proposed_inspection_date, ...general } = answers.general ?? {};
  const { flexible_distribution_rule: _new, ...options } = answers['certification-options'] ?? {};
  return {
    ...answers,
    general: { ...general, ...(financing_program === undefined ? {} : { financing: financing_program }), send_offer_to: 'consultant' },
    'certification-options': { ...options, ...(proposed_inspection_date === undefined ? {} : { proposed_inspection_date }) },
  };
}
