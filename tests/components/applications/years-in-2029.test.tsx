import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../src/app/providers';
import { createQueryClient } from '../../../src/api/query';
import { appStore } from '../../../src/api/session';
import { localeAtom } from '../../../src/i18n/locale-store';
import { ApplicationFilters } from '../../../src/features/applications/application-filters';
import { QueueFilterControls } from '../../../src/features/staff/queue-filters';
import { SchemaForm } from '../../../src/forms/schema-form';
import { knownFormDefinition, knownValidator } from '../../../src/forms/validators';

// The years were a list 2025–2028 in the wizard's schema and in the list filters: in 2029
// nothing current could be chosen. They are worked out from today, with the precompiled
// (build-time) validator deciding the window when it runs.

beforeEach(() => {
  // only the date: timers stay real, so rendering and typing go on as usual
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2029-02-01T10:00:00Z'));
  appStore.set(localeAtom, 'en');
});
afterEach(() => {
  vi.useRealTimers();
});

const optionsOf = (select: HTMLElement) => within(select).getAllByRole('option').map((o) => o.textContent);

function GeneralStep({ year, submitted }: { year: number; submitted: unknown[] }) {
  const form = knownFormDefinition('common/general')!;
  const [data, setData] = useState<unknown>({ year, purpose: 'initial' });
  return (
    <SchemaForm<unknown>
      formId="common/general"
      schema={form.schema as RJSFSchema}
      uiSchema={form.uiSchema as UiSchema}
      validate={knownValidator('common/general')}
      formData={data}
      onChange={setData}
      onSubmit={(answers) => submitted.push(answers)}
    />
  );
}

describe('years in 2029', () => {
  it("the wizard's general step offers 2028–2031 and accepts 2030", async () => {
    const submitted: unknown[] = [];
    render(
      <AppProviders client={createQueryClient()}>
        <GeneralStep year={2030} submitted={submitted} />
      </AppProviders>,
    );
    const year = await screen.findByRole('combobox', { name: /Year/ });
    expect(optionsOf(year).filter((text) => /^\d{4}$/.test(text ?? ''))).toEqual(['2028', '2029', '2030', '2031']);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submitted).toEqual([{ year: 2030, purpose: 'initial' }]));
  });

  it('the application list and the staff queue filter on the years around 2029', async () => {
    render(
      <AppProviders client={createQueryClient()}>
        <ApplicationFilters value={{}} customers={[]} onChange={() => undefined} />
        <QueueFilterControls value={{ year: 2019 }} onChange={() => undefined} />
      </AppProviders>,
    );
    const list = await screen.findByLabelText('Year', { selector: '#filter-year' });
    expect(optionsOf(list).slice(1)).toEqual(['2026', '2027', '2028', '2029', '2030', '2031']);
    // a year chosen before (an address kept from long ago) stays shown
    expect(optionsOf(document.getElementById('queue-year')!).slice(1)).toEqual(['2019', '2026', '2027', '2028', '2029', '2030', '2031']);
  });
});
