/** True for a string that is empty or only whitespace: format rules leave those to `filled`. */
export const isBlank = (value: string): boolean => value.trim() === '';
