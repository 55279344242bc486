/**
 * A questionnaire document as one HTML file: no script, no external file, a style sheet that
 * prints (A4, each step on a new page), a table of contents linking every step, the changes
 * and the texts to check.
 */
import { escapeHtml } from '../../engine/escape-html.ts';
import { problemText, type QuestionnaireDocument } from './document.ts';
import type { DocumentQuestion, DocumentStep } from './model.ts';

const e = escapeHtml;

const STYLE = `
body{font-family:"DejaVu Sans",system-ui,sans-serif;line-height:1.45;color:#1a202c;max-width:52rem;margin:1.5rem auto;padding:0 1rem}
h1{font-size:1.7em;margin:.2em 0 .4em}h2{font-size:1.35em;margin:1.6em 0 .3em;border-bottom:2px solid #2f855a;padding-bottom:.15em}
h3{font-size:1.05em;margin:0}.meta{color:#4a5568;font-size:.9em}.condition{font-style:italic;color:#22543d}
nav ol{padding-left:1.4em}nav a,a{color:#276749}
.question{border-left:3px solid #c6f6d5;padding:.35em .7em;margin:.6em 0;break-inside:avoid}
.question.group,.question.table{border-left-color:#2f855a;background:#f7fafc}
dl{margin:.25em 0 0;display:grid;grid-template-columns:max-content 1fr;gap:.15em .8em;font-size:.95em}dt{font-weight:600;color:#4a5568}dd{margin:0}
code{font-size:.8em;color:#718096;overflow-wrap:anywhere}ul.changes li{margin:.3em 0}.migration{color:#4a5568;font-size:.9em}
@media print{@page{size:A4;margin:18mm}body{max-width:none;margin:0}section.step{break-before:page}nav a{color:inherit;text-decoration:none}}
`;

function questionHtml(q: DocumentQuestion, doc: QuestionnaireDocument): string {
  const { words } = doc;
  const rows: [string, string][] = [];
  if (q.help.length) rows.push([words.say('help'), q.help.map(e).join('<br>')]);
  if (q.choices.length) rows.push([words.say('choices'), `${e(words.say(q.multiple ? 'manyChoices' : 'oneChoice'))}: ${q.choices.map((c) => e(words.quote(c))).join(', ')}`]);
  const requires = [...q.requirements, ...(q.kind === 'file' || q.kind === 'files' ? [words.say('file')] : [])];
  rows.push([words.say('requires'), e(requires.join(words.say('separator')))]);
  const nested = q.kind === 'table' ? `<p class="meta">${e(words.say('table'))}</p>` : q.kind === 'group' ? `<p class="meta">${e(words.say('group'))}</p>` : '';
  return `<div class="question ${q.kind}" style="margin-left:${q.depth * 1.5}em" data-pointer="${e(q.pointer)}">
<h3>${e(q.label)}</h3>${q.conditions.map((c) => `<p class="condition">${e(c)}</p>`).join('')}
<dl>${rows.map(([dt, dd]) => `<dt>${e(dt)}</dt><dd>${dd}</dd>`).join('')}</dl>${nested}
</div>`;
}

function stepHtml(step: DocumentStep, doc: QuestionnaireDocument): string {
  return `<section class="step" id="step-${e(step.id)}">
<h2>${e(doc.words.say('step', { number: step.number, title: step.title }))}</h2>
<p class="condition">${e(step.condition)}</p>${step.help ? `<p>${e(step.help)}</p>` : ''}
${step.questions.map((q) => questionHtml(q, doc)).join('\n')}
</section>`;
}

export function documentHtml(doc: QuestionnaireDocument): string {
  const { model, words, changes } = doc;
  const say = (id: string, values?: Record<string, string | number>) => e(words.say(id, values));
  const toc = [
    ...model.steps.map((s) => `<li><a href="#step-${e(s.id)}">${e(s.title)}</a> <span class="meta">${e(s.condition)}</span></li>`),
    ...(changes ? [`<li><a href="#changes">${say('changes', { older: changes.older })}</a></li>`] : []),
    `<li><a href="#texts">${say('textProblems')}</a></li>`,
  ];
  const changesHtml = changes
    ? `<section id="changes"><h2>${say('changes', { older: changes.older })}</h2>${
        changes.steps.length
          ? changes.steps
              .map(
                (s) =>
                  `<h3>${e(s.title)}</h3><ul class="changes">${s.changes
                    .map((c) => `<li data-kind="${c.kind}">${e(c.text)} <code>${e(c.pointer)}</code>${c.migration ? `<div class="migration">${e(c.migration)}</div>` : ''}</li>`)
                    .join('')}</ul>`,
              )
              .join('\n')
          : `<p>${say('changesNone')}</p>`
      }</section>`
    : '';
  const problems = doc.textProblems.length ? `<ul>${doc.textProblems.map((p) => `<li>${e(problemText(p, words))}</li>`).join('')}</ul>` : `<p>${say('textProblemsNone')}</p>`;
  return `<!doctype html>
<html lang="${model.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${e(doc.heading)}</title><style>${STYLE}</style></head>
<body><main>
<h1>${e(doc.heading)}</h1>
<p class="meta">${say('generated', { hash: model.hash.slice(0, 12) })}</p>
<nav aria-labelledby="contents"><h2 id="contents">${say('contents')}</h2><ol>${toc.join('\n')}</ol></nav>
${model.steps.map((s) => stepHtml(s, doc)).join('\n')}
${changesHtml}
<section id="texts"><h2>${say('textProblems')}</h2>${problems}</section>
</main></body></html>
`;
}
