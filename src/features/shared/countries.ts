/** Greece's id in the countries list: organic certification, and the Greek tax and address rules, are for it. */
export const GREECE_ID = 1;

/** Spain's id in the countries list. */
export const SPAIN_ID = 2;

/**
 * The country a person registering in this language most likely farms in: Greek → Greece,
 * Spanish → Spain. English says nothing about it, so the form asks (undefined).
 */
export function countryOfLocale(locale: string): number | undefined {
  const language = locale.toLowerCase().split(/[-_]/)[0];
  return language === 'el' ? GREECE_ID : language === 'es' ? SPAIN_ID : undefined;
}

/**
 * Whether organic certification is out of this person's reach: a customer (farmer or third
 * party) outside Greece cannot apply for it, so where it is offered they are told so. A
 * consultant may have customers in Greece.
 */
export const organicIsOnlyForGreece = (session: { role: string | null; country: number | null } | null | undefined): boolean =>
  !!session && (session.role === 'client' || session.role === 'third_party') && session.country !== null && session.country !== GREECE_ID;
