/** Greece's id in the countries list: organic certification, and the Greek tax and address rules, are for it. */
export const GREECE_ID = 1;
