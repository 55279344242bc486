import { wordsKey } from './same-words';

/**
 * The keys the portal's searches compare (the public register, staff's queue, a consultant's
 * customers): each search stores its rows' keys made here and folds the query the same way, so
 * SQL only compares (LIKE on a trigram index). A change to this folding makes every stored key
 * stale: the migration that ships it marks them so (038_search_stale.sql).
 */

const GREEK_TO_LATIN: Record<string, string> = {
  α: 'a', β: 'v', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'i', θ: 'th', ι: 'i', κ: 'k', λ: 'l', μ: 'm', ν: 'n', ξ: 'x',
  ο: 'o', π: 'p', ρ: 'r', σ: 's', ς: 's', τ: 't', υ: 'y', φ: 'f', χ: 'ch', ψ: 'ps', ω: 'o',
};
// the spellings that differ between transliterations, folded together (applied in this order):
// αυ/ευ are written av/ev or af/ef (and au/eu by some), so "Σταυρούλα" meets "Stavroula" and
// "Ευθύμιος" meets "Efthymios"; γγ/γκ/ng as g ("Ευάγγελος", "Evangelos"); ου/ou/u come first, so that "ου" is not taken for "υ"
const FOLDS: [RegExp, string][] = [
  [/o[yu]/g, 'u'], [/([ae])[yuf]/g, '$1v'], [/ai/g, 'e'], [/[eo]i/g, 'i'], [/y/g, 'i'], [/ch/g, 'h'], [/ph/g, 'f'], [/th/g, 't'], [/ks/g, 'x'],
  [/c/g, 'k'], [/w/g, 'o'], [/mp/g, 'b'], [/nt/g, 'd'], [/g[kg]/g, 'g'], [/ng/g, 'g'], [/([a-z])\1/g, '$1'],
];

/**
 * The key a name is searched by: the same words as people mean them (`wordsKey`: lower case,
 * without accents, tonos or dialytika), Greek letters written in Latin ones, and the spellings
 * that differ between transliterations folded together (ου/ou/u, οι/ει/ι/y/i, χ/ch/h, φ/ph/f,
 * αυ/av/af, ευ/ev/ef, double letters), so "Παπαδόπουλος", "papadopoulos" and "Papadopulos"
 * share one key. Both the stored name and the query go through it.
 */
export function searchKey(text: string): string {
  const latin = [...wordsKey(text)].map((ch) => GREEK_TO_LATIN[ch] ?? ch).join('').replace(/[^a-z0-9]+/g, ' ').trim();
  return FOLDS.reduce((key, [pattern, replacement]) => key.replace(pattern, replacement), latin);
}

/** A code as typed or stored: lower case, letters and digits only ("BIO-2026-000123", "EL 123.456.789"). */
export const codeKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The shortest part a search looks up in a trigram index: shorter ones would match nearly everything and no index serves them. */
export const SEARCH_MIN = 3;

/** LIKE's pattern for "contains `part`", with LIKE's own characters taken literally. */
export const containsPattern = (part: string) => `%${part.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
