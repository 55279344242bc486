import fs from 'node:fs';
import path from 'node:path';
import type { SchemaProblem } from '../engine/checks/types.ts';

/*
 * The interface's languages are one list in data, `locales/languages.json`; a language is added
 * by its folder of message files and a line there. What `schemas:check` says of them: the list
 * is well formed, every language listed has a folder and every folder is listed, and every
 * message file and id one language has, every other has too, with a text (the browser loads
 * one language's catalogue only: an id missing there would show as a raw id). The staff
 * account's forms offer each listed language (a choice per language, with its label).
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

/** The staff account's forms: a choice for each listed language, none for another. */
function staffFormProblems(schemasDir: string, codes: string[], problems: SchemaProblem[]) {
  for (const form of ['staff/staff-account.schema.json', 'staff/staff-account-change.schema.json']) {
    const file = path.join(schemasDir, form);
    if (!fs.existsSync(file)) continue;
    const choices = ((readJson(file) as { properties?: { locale?: { oneOf?: { const?: unknown }[] } } }).properties?.locale?.oneOf ?? []).map((c) => c.const);
    const missing = codes.filter((code) => !choices.includes(code));
    const extra = choices.filter((code) => !codes.includes(code as string));
    if (missing.length) problems.push({ file: form, pointer: '/properties/locale/oneOf', message: `offers no choice for ${missing.join(', ')} (locales/${LIST} lists it)` });
    if (extra.length) problems.push({ file: form, pointer: '/properties/locale/oneOf', message: `offers ${extra.join(', ')}, which locales/${LIST} does not list` });
  }
}

/** The problems of the interface's languages: the list, its folders, their messages, the staff forms' choices. */
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
  staffFormProblems(schemasDir, codes, problems);
  return problems;
}
