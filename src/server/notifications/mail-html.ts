import type { MailParts } from './mail-layout';
import { escapeHtml } from '../../engine/escape-html';

/** Every text that goes into the HTML part, typed by a person or not, passes here first. */
export { escapeHtml };

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
// a sentence's full stop or closing bracket after a link is not part of it
const TRAILING = /[.,;:!?)\]]+$/;

/**
 * One line of text as HTML: escaped, with the portal's own links as anchors. A link to any
 * other place (a contact message may hold one) stays text: a mail from the body links only
 * to the body's portal.
 */
function lineHtml(line: string, portal: string): string {
  let html = '';
  let at = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING, '');
    const start = match.index ?? 0;
    html += escapeHtml(line.slice(at, start));
    html += url.startsWith(portal) ? `<a href="${escapeHtml(url)}" style="color:#1c4532;word-break:break-all">${escapeHtml(url)}</a>` : escapeHtml(url);
    at = start + url.length;
  }
  return html + escapeHtml(line.slice(at));
}

const linesHtml = (text: string, portal: string) => text.split('\n').map((line) => lineHtml(line, portal)).join('<br>\n');

const FONT = "font-family:'Noto Sans','Segoe UI',Arial,sans-serif";

/**
 * The HTML part: one column of at most 600 px, the body's name on a green band, the message,
 * the signature and the footer; styles inline (mail programs drop style sheets), no images
 * (many block them), so it reads the same where nothing loads.
 */
export function mailHtml(subject: string, parts: MailParts): string {
  const [name, ...details] = parts.signature;
  const paragraph = (text: string) => `<p style="margin:0 0 16px">${linesHtml(text, parts.portal)}</p>`;
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(parts.lang)}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f4f7f5;${FONT};color:#1a202c">`,
    '<div style="max-width:600px;margin:0 auto;padding:16px">',
    `<div style="background:#1c4532;color:#ffffff;padding:12px 20px;font-size:18px;font-weight:bold">${escapeHtml(name ?? '')}</div>`,
    '<div style="background:#ffffff;padding:20px;font-size:15px;line-height:1.5">',
    paragraph(parts.greeting),
    ...parts.paragraphs.map(paragraph),
    `<p style="margin:24px 0 0">${escapeHtml(parts.closing)}<br>\n<strong>${escapeHtml(name ?? '')}</strong><br>\n`,
    `<span style="color:#4a5568;font-size:13px">${details.map((line) => lineHtml(line, parts.portal)).join('<br>\n')}</span></p>`,
    '</div>',
    `<p style="color:#4a5568;font-size:12px;line-height:1.4;padding:12px 4px;margin:0">${linesHtml(parts.footer, parts.portal)}</p>`,
    '</div>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
