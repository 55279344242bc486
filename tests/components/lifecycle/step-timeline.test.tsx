import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../src/app/providers';
import { createQueryClient } from '../../../src/api/query';
import { appStore } from '../../../src/api/session';
import { localeAtom } from '../../../src/i18n/locale-store';
import { useCatalogueParts } from '../../../src/i18n/intl-provider';
import { timelineOf } from '../../../src/lifecycle/timeline';
import { StepTimeline } from '../../../src/features/lifecycle/step-timeline';
import type { LifecycleView } from '../../../src/features/lifecycle/lifecycle-api';

// the lifecycle's texts are casework's (src/i18n/namespaces.ts), the certificates' the portal's
function Timeline({ steps }: { steps: ReturnType<typeof timelineOf> }) {
  return useCatalogueParts('portal', 'casework') ? <StepTimeline view={{ steps } as LifecycleView} /> : null;
}

function renderTimeline(steps: ReturnType<typeof timelineOf>) {
  appStore.set(localeAtom, 'el');
  render(
    <AppProviders client={createQueryClient()}>
      <Timeline steps={steps} />
    </AppProviders>,
  );
}

const lines = () => within(screen.getByTestId('lifecycle-timeline')).getAllByRole('listitem');

describe('the timeline on an application page', () => {
  it('shows the certificate as a step of its own, with its status today', async () => {
    renderTimeline(timelineOf('certified', 'valid', []));
    await screen.findByTestId('lifecycle-timeline');
    const items = lines();
    expect(items).toHaveLength(7);
    expect(items[6].textContent).toBe('7ΠιστοποιητικόΕπιβεβαιώθηκεΣε ισχύ');
    expect(items.some((item) => item.textContent?.includes('Κυρώσεις'))).toBe(false);
  });

  it('adds the sanctions once one exists; a suspended certificate is the step in process', async () => {
    renderTimeline(timelineOf('certified', 'suspended', ['imposed']));
    await screen.findByTestId('lifecycle-timeline');
    const items = lines();
    expect(items).toHaveLength(8);
    expect(items[6].textContent).toBe('7ΠιστοποιητικόΣε επεξεργασίαΣε αναστολή');
    expect(items[7].textContent).toBe('8ΚυρώσειςΣε επεξεργασία');
    // one current step for assistive technology, the first in process
    expect(items.filter((item) => item.getAttribute('aria-current') === 'step')).toEqual([items[6]]);
  });

  it("keeps the lifecycle's precise steps before them", async () => {
    renderTimeline(timelineOf('inspection_planned', null, []));
    await screen.findByTestId('lifecycle-timeline');
    expect(lines().map((item) => item.textContent)).toEqual([
      '1Έλεγχος αίτησηςΕπιβεβαιώθηκε', '2Οικονομική προσφοράΕπιβεβαιώθηκε', '3ΣύμβασηΕπιβεβαιώθηκε', '4ΕπιθεώρησηΣε επεξεργασία',
      '5Αποτελέσματα και μη συμμορφώσειςΣε αναμονή', '6ΑπόφασηΣε αναμονή', '7ΠιστοποιητικόΣε αναμονή',
    ]);
  });
});
