import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../src/app/providers';
import { createQueryClient } from '../../../src/api/query';
import { appStore } from '../../../src/api/session';
import { localeAtom } from '../../../src/i18n/locale-store';
import { DocumentLinks } from '../../../src/features/lifecycle/document-links';

const doc = (id: string, name: string, size: number) => ({ id, name, size, media_type: 'application/pdf', download_url: `/files/${id}` });

describe('the documents of a step', () => {
  it('are named by what they are and their size, not by the file name', async () => {
    appStore.set(localeAtom, 'en');
    render(
      <AppProviders client={createQueryClient()}>
        <DocumentLinks documents={[doc('1', 'offer-BIO-2026-000001.pdf', 12_400), doc('2', 'scan_0042.pdf', 380)]} kinds={['lifecycle.document.offer', 'lifecycle.document.signedOffer']} />
      </AppProviders>,
    );
    expect(await screen.findByRole('link', { name: 'Download: Offer, 12.1 kB' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download: Signed offer, 380 B' }).getAttribute('download')).toBe('scan_0042.pdf');
  });

  it('add the file name where several documents are of one kind, in the reader language', async () => {
    appStore.set(localeAtom, 'el');
    render(
      <AppProviders client={createQueryClient()}>
        <DocumentLinks documents={[doc('1', 'φωτο-1.jpg', 2_600_000), doc('2', 'φωτο-2.jpg', 1_200), null]} kinds="lifecycle.document.evidence" />
      </AppProviders>,
    );
    expect(await screen.findByRole('link', { name: 'Λήψη: Τεκμήριο (φωτο-1.jpg), 2,5 MB' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Λήψη: Τεκμήριο (φωτο-2.jpg), 1,2 kB' })).toBeTruthy();
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });
});
