import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createOutboxTransport } from '../../../src/server/notifications/mailer';
import { renderApplicationPdf } from '../../../src/server/applications/pdf/render-pdf';
import { headerText, printableText } from '../../../src/server/core/text/control-characters';
import { pdfText } from '../../helpers/pdf-text';

// A name is written into mail subjects and PDFs as the person typed it. U+202E (right-to-left
// override) makes the rest of a subject read backwards ("Offer for ‮fdp.exe" shows as
// "exe.pdf"); CR/LF would start a header of its own; other controls draw nothing or garbage.
const RLO = '\u202E';
const nasty = `Γιώργος${RLO} Παπα\u2066δό\u2069πουλος\u200B\u0007\u0085\u009B\r\nBcc: x@example.org\u0000`;

describe('text the portal writes into mail headers and PDFs', () => {
  it('loses bidirectional and format controls, C0/C1 controls and line breaks in a header', () => {
    expect(headerText(nasty)).toBe('Γιώργος Παπαδόπουλος Bcc: x@example.org');
    expect(headerText('Café  ‮ «Ελιά»')).toBe('Café «Ελιά»');
  });

  it('keeps line breaks (and tabs) in printed text, losing the rest', () => {
    expect(printableText(`one${RLO}\r\ntwo\u0007\tthree\u2028four`)).toBe('one\ntwo\tthree\nfour');
  });

  it('go into a mail without them: subject, recipient and text', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-controls-'));
    try {
      await createOutboxTransport(dataDir, Fastify({ logger: false }).log).deliver({ to: `a@example.org${RLO}\r\n`, subject: `Offer for ${nasty}`, text: `Dear ${nasty},\nhello` }, 'id-1');
      const [file] = fs.readdirSync(path.join(dataDir, 'outbox'));
      const mail = JSON.parse(fs.readFileSync(path.join(dataDir, 'outbox', file), 'utf8')) as { to: string; subject: string; text: string };
      expect(mail.subject).toBe('Offer for Γιώργος Παπαδόπουλος Bcc: x@example.org');
      expect(mail.to).toBe('a@example.org');
      // line breaks of any kind become LF; the rest goes
      expect(mail.text).toBe('Dear Γιώργος Παπαδόπουλος\n\nBcc: x@example.org,\nhello');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('go into a PDF without them', async () => {
    const pdf = await renderApplicationPdf({
      title: `Αίτηση ${RLO}fdp.exe`,
      facts: [['Customer', nasty]],
      sections: [{ title: `Section${RLO}`, lines: [{ depth: 0, label: `Label\u202B`, value: `va\u200Flue` }] }],
      signature: { intro: `intro${RLO}`, place: 'Place', date: 'Date', signature: 'Signature' },
      footer: `footer${RLO}`,
    });
    const text = pdfText(pdf);
    expect(text).toContain('Αίτηση fdp.exe');
    expect(text).toContain('Γιώργος Παπαδόπουλος');
    // (pdftotext ends each page with a form feed)
    expect(text).not.toMatch(/\p{Cf}|(?![\n\f])\p{Cc}/u);
    // the document's title (its properties, the window's title bar)
    expect(pdf.toString('latin1')).not.toMatch(/\/Title \(.*\\342\\200\\256/);
  });
});
