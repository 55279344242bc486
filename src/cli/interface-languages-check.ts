import fs from 'node:fs';
import path from 'node:path';
import type { SchemaProblem } from '../engine/checks/types.ts';

/*
 * The interface's languages are one list in data, `locales/languages.json`; a language is added
 * by its folder of message files and a line there. What `schemas:check` says of them: the list
 * is well formed, every language listed has a folder and every folder is listed, and every
 * message file and id one language has, every other has too, with a text (the browser loads
 * one language's catalogue only: an id missing there would show as a raw id). No form lists
 * the languages by hand: an account's language is `"interfaceLanguage": true`, which reads the list.
 */

const LIST = 'languages.json';
const CODE = /^[a-z]{2,3}$/;

type Messages = Record<string, unknown>;

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The codes of the list, or the problems that keep it from being read. */
function listedCodes(localesDir: string, problems: SchemaProblem[]): string[] {
  const file = `locales/${LIST}`;
  let list: unknown;
  try {
    list = readJson(path.join(localesDir, LIST));
  } catch (error) {
    problems.push({ file, pointer: '', message: `the list of languages cannot be read: ${(error as Error).message}` });
    return [];
  }
  const languages = (list as { languages?: unknown }).languages;
  if (!Array.isArray(languages) || languages.length === 0) {
    problems.push({ file, pointer: '/languages', message: 'lists no language: it is an array of { "code", "name" }' });
    return [];
  }
  const codes: string[] = [];
  languages.forEach((language: { code?: unknown; name?: unknown }, index) => {
    const { code, name } = language ?? {};
    if (typeof code !== 'string' || !CODE.test(code)) {
      problems.push({ file, pointer: `/languages/${index}/code`, message: `"${String(code)}" is not a language code (two or three lower-case letters: el, en, es)` });
    } else if (codes.includes(code)) {
      problems.push({ file, pointer: `/languages/${index}/code`, message: `"${code}" is listed twice` });
    } else codes.push(code);
    if (typeof name !== 'string' || !name.trim()) {
      problems.push({ file, pointer: `/languages/${index}/name`, message: 'names no language: the menu shows this name, written in the language itself' });
    }
  });
  return codes;
}

const messageFiles = (dir: string) => fs.readdirSync(dir).filter((entry) => entry.endsWith('.json')).sort();

/** Every language's message files and ids, against the union of all the listed languages' (a text missing in one is named there). */
function catalogueProblems(localesDir: string, codes: string[], problems: SchemaProblem[]) {
  const readable = codes.filter((code) => fs.existsSync(path.join(localesDir, code)));
  const files = new Map<string, Map<string, Messages>>();
  const broken = new Set<string>();
  for (const code of readable) {
    for (const name of messageFiles(path.join(localesDir, code))) {
      try {
        const messages = readJson(path.join(localesDir, code, name)) as Messages;
        if (!files.has(name)) files.set(name, new Map());
        files.get(name)!.set(code, messages);
      } catch {
        // a file that is not JSON is named by the message checks, with its line and column: not called missing here
        broken.add(`${code}/${name}`);
      }
    }
  }
  for (const [name, byLanguage] of files) {
    const ids = new Set([...byLanguage.values()].flatMap((messages) => Object.keys(messages)));
    for (const code of readable) {
      if (broken.has(`${code}/${name}`)) continue;
      const own = byLanguage.get(code);
      if (!own) {
        problems.push({ file: `locales/${code}/${name}`, pointer: '', message: `is missing: ${[...byLanguage.keys()].join(', ')} have it` });
        continue;
      }
      for (const id of ids) {
        const text = own[id];
        if (text === undefined) problems.push({ file: `locales/${code}/${name}`, pointer: '', message: `message id "${id}" is missing` });
        else if (typeof text !== 'string' || !text.trim()) problems.push({ file: `locales/${code}/${name}`, pointer: '', message: `message id "${id}" has no text` });
      }
    }
  }
}

/** Every property named `locale` in the forms of `schemas/` (published revisions and fixtures aside). */
function localeProperties(node: unknown, pointer: string, found: { pointer: string; schema: Record<string, unknown> }[]) {
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    const at = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (key === 'properties' && value && typeof value === 'object' && 'locale' in value) {
      found.push({ pointer: `${at}/locale`, schema: (value as Record<string, Record<string, unknown>>).locale });
    }
    localeProperties(value, at, found);
  }
}

/**
 * A form asking for an account's language takes the list from data (`"interfaceLanguage": true`
 * and its widget), never a `oneOf` or `enum` of codes written by hand, which a fourth language
 * would leave behind (the staff account forms did so until issue 53).
 */
function handListedLanguageProblems(schemasDir: string, problems: SchemaProblem[]) {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return ['published', 'fixtures', '_meta'].includes(entry.name) ? [] : walk(full);
      return entry.name.endsWith('.schema.json') ? [full] : [];
    });
  for (const file of walk(schemasDir)) {
    let form: unknown;
    try {
      form = readJson(file);
    } catch {
      continue; // a file that is not JSON is named by the schema checks
    }
    const found: { pointer: string; schema: Record<string, unknown> }[] = [];
    localeProperties(form, '', found);
    for (const { pointer, schema } of found) {
      if (schema && ('oneOf' in schema || 'enum' in schema) && !('interfaceLanguage' in schema)) {
        problems.push({ file: path.relative(schemasDir, file).split(path.sep).join('/'), pointer, message: `lists the languages by hand: use "interfaceLanguage": true and "ui:widget": "interfaceLanguage", which follow locales/${LIST}` });
      }
    }
  }
}

/** The problems of the interface's languages: the list, its folders, their messages, a form listing them by hand. */
export function interfaceLanguageProblems(schemasDir: string, localesDir: string): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const codes = listedCodes(localesDir, problems);
  const folders = fs.readdirSync(localesDir).filter((entry) => fs.statSync(path.join(localesDir, entry)).isDirectory());
  for (const code of codes) {
    if (!folders.includes(code)) problems.push({ file: `locales/${LIST}`, pointer: '/languages', message: `lists "${code}", which has no folder locales/${code}/ of message files` });
  }
  for (const folder of folders) {
    if (codes.length && !codes.includes(folder)) problems.push({ file: `locales/${folder}`, pointer: '', message: `is a folder of messages in no language of locales/${LIST}: add its line there` });
  }
  catalogueProblems(localesDir, codes, problems);
  handListedLanguageProblems(schemasDir, problems);
  return problems;
}
