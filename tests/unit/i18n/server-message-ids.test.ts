import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every message id the server can send (in an error, an issue, a notification, a mail or a PDF)
 * exists in el, en and es: a missing one reaches people as a generic message or as the raw id.
 * The ids are read from the server's sources, not listed here: each string in a message id's
 * place (an argument or property named `messageId`, what `translate` and its `t` shorthands
 * are given, what `mailText` is given with `.subject` and `.text`), and every other string of three parts or more that reads like a message id of a known namespace (maps of
 * ids, ternaries). An id built from a template (`lifecycle.notify.${action}`) must at least match
 * ids of each language.
 */

const SERVER = 'src/server';
const LOCALES = ['el', 'en', 'es'];

const catalogue = (locale: string) =>
  new Set(
    readdirSync(`locales/${locale}`)
      .filter((f) => f.endsWith('.json'))
      .flatMap((f) => Object.keys(JSON.parse(readFileSync(`locales/${locale}/${f}`, 'utf8')) as object)),
  );
const catalogues = new Map(LOCALES.map((locale) => [locale, catalogue(locale)]));
const namespaces = new Set([...catalogues.get('en')!].map((id) => id.split('.')[0]));

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });

interface Found {
  id: string;
  /** a template: `*` stands for each `${…}` */
  pattern: boolean;
  where: string;
}

// three parts at least (`lifecycle.mail.subject`): two (`applications.owner_id`) are mostly SQL columns
const ID_SHAPE = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_-]+){2,}$/;

/** The strings a message id expression can give: literals, templates, both branches of `?:`, `??`/`||`. */
function candidates(node: ts.Expression): { text: string; pattern: boolean }[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [{ text: node.text, pattern: false }];
  if (ts.isTemplateExpression(node)) {
    return [{ text: node.head.text + node.templateSpans.map((span) => `*${span.literal.text}`).join(''), pattern: true }];
  }
  if (ts.isConditionalExpression(node)) return [...candidates(node.whenTrue), ...candidates(node.whenFalse)];
  if (ts.isParenthesizedExpression(node)) return candidates(node.expression);
  if (ts.isBinaryExpression(node) && [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(node.operatorToken.kind)) {
    return [...candidates(node.left), ...candidates(node.right)];
  }
  return [];
}

const nameOf = (node: ts.Node | undefined) => (node && (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) ? node.text : undefined);

function messageIdsOfServer(): Found[] {
  const files = sourceFiles(SERVER).map((file) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true));
  // functions and classes taking a message id: a parameter named messageId (ApiError, notify
  // helpers), and translate(intl, id) with its local `t = (id) => translate(…)` shorthands
  const sinks = new Map<string, number>([['translate', 1]]);
  for (const file of files) {
    const visit = (node: ts.Node) => {
      if (ts.isFunctionLike(node) && node.parameters.some((p) => nameOf(p.name) === 'messageId')) {
        const index = node.parameters.findIndex((p) => nameOf(p.name) === 'messageId');
        const owner = ts.isConstructorDeclaration(node) ? nameOf(node.parent.name) : nameOf(node.name) ?? (ts.isVariableDeclaration(node.parent) ? nameOf(node.parent.name) : undefined);
        if (owner) sinks.set(owner, index);
      }
      if (ts.isVariableDeclaration(node) && node.initializer && ts.isArrowFunction(node.initializer)) {
        const body = node.initializer.body;
        const call = ts.isCallExpression(body) ? body : undefined;
        if (call && nameOf(call.expression) === 'translate' && nameOf(node.name)) sinks.set(nameOf(node.name)!, 0);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  // a class extending one that takes a messageId, without its own parameter of that name, is found above by its own constructor
  const found: Found[] = [];
  for (const file of files) {
    const at = (node: ts.Node) => `${file.fileName}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const add = (node: ts.Expression) => {
      for (const { text, pattern } of candidates(node)) {
        // a template that reads like no id is something else named so (a mail's Message-ID header)
        if (pattern && !/^[a-z][\w*]*(\.[\w*-]+)+$/.test(text)) continue;
        found.push({ id: text, pattern, where: at(node) });
      }
    };
    const visit = (node: ts.Node) => {
      if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && node.arguments) {
        const callee = ts.isPropertyAccessExpression(node.expression) ? node.expression.name.text : nameOf(node.expression);
        const index = callee === undefined ? undefined : sinks.get(callee);
        if (index !== undefined && node.arguments[index]) add(node.arguments[index]);
      }
      // a mail's words: mailText(locale, id) reads `<id>.subject` and `<id>.text` (notifications/mail-text.ts)
      if (ts.isCallExpression(node) && nameOf(node.expression) === 'mailText' && node.arguments[1]) {
        for (const { text, pattern } of candidates(node.arguments[1])) {
          for (const part of ['subject', 'text']) found.push({ id: `${text}.${part}`, pattern, where: at(node) });
        }
      }
      if (ts.isPropertyAssignment(node) && ['messageId', 'message_id'].includes(nameOf(node.name) ?? '')) add(node.initializer);
      const mailTextArgument = node.parent !== undefined && ts.isCallExpression(node.parent) && nameOf(node.parent.expression) === 'mailText';
      if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && !mailTextArgument && ID_SHAPE.test(node.text) && namespaces.has(node.text.split('.')[0])) {
        found.push({ id: node.text, pattern: false, where: at(node) });
      }
      // an id built from a template anywhere (`accounts.mail.${template}.subject`)
      if (ts.isTemplateExpression(node) && !(node.parent !== undefined && ts.isCallExpression(node.parent) && nameOf(node.parent.expression) === 'mailText')) {
        const [{ text }] = candidates(node);
        if (/^[a-z][A-Za-z0-9]*(\.[\w*-]+){2,}$/.test(text) && namespaces.has(text.split('.')[0])) found.push({ id: text, pattern: true, where: at(node) });
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return [...new Map(found.map((f) => [`${f.id} ${f.where}`, f])).values()];
}

const found = messageIdsOfServer();
const regexOf = (pattern: string) => new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[^.]+')}$`);

describe('message ids the server sends', () => {
  it('are read from its sources (the reader finds the usual places)', () => {
    const ids = new Set(found.map((f) => f.id));
    // one of each kind of place, so that a reader broken by a refactoring fails here, not silently
    for (const id of ['errors.notFound', 'errors.unavailable', 'notifications.applicationAssigned', 'lifecycle.mail.subject', 'validation.errors.*', 'accounts.mail.*.subject', 'lifecycle.notify.*']) {
      expect(ids, id).toContain(id);
    }
    expect(found.length).toBeGreaterThan(100);
  });

  it.each(LOCALES)('exist in %s', (locale) => {
    const ids = catalogues.get(locale)!;
    const missing = found.filter((f) => !f.pattern && !ids.has(f.id)).map((f) => `${f.id} (${f.where})`);
    expect(missing).toEqual([]);
    const unmatched = found.filter((f) => f.pattern && ![...ids].some((id) => regexOf(f.id).test(id))).map((f) => `${f.id} (${f.where})`);
    expect(unmatched).toEqual([]);
  });
});
