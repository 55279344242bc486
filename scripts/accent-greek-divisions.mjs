// Writes src/server/reference-data/gr/accented-words.json: the accents of the words in the names
// of Greece's municipal units and communities, which the Kallikratis code list writes without
// any ("Αρχανων", "Ηρακλειου"). Run by hand when the code list changes; the portal reads the
// JSON (src/server/reference-data/greece.ts), never this script.
//
// A word gets an accent only when one spelling is sure:
//   1. the same word, accented, in a name elUtils writes with accents (regions, regional units,
//      municipalities and their seats), when all those spellings agree;
//   2. else the Greek Hunspell dictionary (npm `dictionary-el`, GPL-2.0 OR LGPL-2.1 OR MPL-1.1)
//      knows exactly one of the word's spellings with one accent on one vowel.
// A word with none or with several candidates stays as it is (scripts print the count).
//
// Usage, from a scratch folder holding `npm install --no-save dictionary-el nspell`:
//   NODE_PATH=/path/to/scratch/node_modules node scripts/accent-greek-divisions.mjs
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(path.join(process.env.NODE_PATH ?? '.', 'x.js'));
const nspell = require('nspell');
const dictionary = path.join(process.env.NODE_PATH ?? 'node_modules', 'dictionary-el');
const spell = nspell(fs.readFileSync(path.join(dictionary, 'index.aff')), fs.readFileSync(path.join(dictionary, 'index.dic')));

const dir = 'src/server/reference-data/gr';
const read = (file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
const bare = (text) => text.normalize('NFD').replace(/\p{Mn}/gu, '').normalize('NFC');
const WORD = /\p{L}+/gu;
const syllables = (word) => (bare(word).toLowerCase().match(/[αεηιουω]+/g) ?? []).length;

// 1. accented words of elUtils' names
const known = new Map();
const learn = (name) => {
  for (const word of name.match(WORD) ?? []) {
    if (bare(word) === word) continue;
    const key = bare(word).toLowerCase();
    known.set(key, (known.get(key) ?? new Set()).add(word.toLowerCase()));
  }
};
const walk = (value) => {
  if (Array.isArray(value)) value.forEach(walk);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if ((k === 'name' || k === 'seat') && typeof v === 'string') learn(v);
      else walk(v);
    }
  }
};
walk(read('elutils-administrative-regions-el.json'));
walk(read('elutils-prefectures-el.json'));

const ACUTE = { α: 'ά', ε: 'έ', η: 'ή', ι: 'ί', ο: 'ό', υ: 'ύ', ω: 'ώ' };
const cap = (word, like) => (like[0] === like[0].toUpperCase() ? word[0].toUpperCase() + word.slice(1) : word);

// Greek's law of three syllables: with a long last vowel (η, ω, ου, ει) the accent is on one of
// the last two; the dictionary also knows colloquial forms that break it ("άβατου"), which an
// official place name (the genitive "Αβάτου") never uses.
const LONG = new Set(['η', 'ω', 'ου', 'ει']);
function lawful(candidate) {
  const groups = [...candidate.normalize('NFD').matchAll(/[αεηιουω]+\u0301?[αεηιουω]*/g)].map((m) => m[0]);
  const at = groups.findIndex((g) => g.includes('\u0301'));
  const last = (groups.at(-1) ?? '').replace('\u0301', '');
  return !(LONG.has(last) && at >= 0 && at < groups.length - 2);
}

const VERB_ENDING = /(άς|είς|ούν|ώ|ει|εί|άτε|ετε|ούμε|άμε|ούσε|ούσα|άει)$/;

/** The one accented spelling of a bare word, or undefined. */
function accentOf(word) {
  const lower = word.toLowerCase();
  const fromNames = known.get(lower);
  if (fromNames) return fromNames.size === 1 ? [...fromNames][0] : undefined;
  const names = [];
  const common = [];
  for (let i = 0; i < lower.length; i++) {
    const accented = ACUTE[lower[i]];
    if (!accented) continue;
    const candidate = lower.slice(0, i) + accented + lower.slice(i + 1);
    if (!lawful(candidate)) continue;
    // a place name the dictionary holds as one (capitalised only) before a common word of the same letters
    if (spell.correct(candidate)) {
      // a verb's ending ("σταματάς": you stop) is no place's genitive ("Σταμάτας")
      if (!VERB_ENDING.test(candidate)) common.push(candidate);
    }
    else if (spell.correct(cap(candidate, 'X'))) names.push(candidate);
  }
  if (names.length) return names.length === 1 ? names[0] : undefined;
  return common.length === 1 ? common[0] : undefined;
}

const words = {};
let left = 0;
const seen = new Set();
for (const region of read('kallikratis-2011.json'))
  for (const unit of region.regional_units)
    for (const municipality of unit.municipalities)
      for (const mu of municipality.municipal_units)
        for (const name of [mu.name, ...mu.communities.map((c) => c.name)])
          for (const word of name.match(WORD) ?? []) {
            const key = word.toLowerCase();
            if (seen.has(key) || bare(word) !== word || syllables(word) < 2) continue;
            seen.add(key);
            const accented = accentOf(word);
            if (accented) words[key] = accented;
            else left += 1;
          }
const sorted = Object.fromEntries(Object.entries(words).sort(([a], [b]) => a.localeCompare(b, 'el')));
fs.writeFileSync(path.join(dir, 'accented-words.json'), `${JSON.stringify(sorted, null, 0).replace(/","/g, '",\n"')}\n`);
console.log(`accented ${Object.keys(words).length} distinct words; ${left} stay without an accent`);
