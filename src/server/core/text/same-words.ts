/**
 * A text as people mean it, for telling whether two spellings name the same thing: accents,
 * case and spacing set aside ("γύρη" is "Γύρη", "Ελιές " is "ελιες").
 */
export const wordsKey = (text: string) => text.normalize('NFD').replace(/\p{Mn}/gu, '').toLocaleLowerCase('el').replace(/\s+/g, ' ').trim();
