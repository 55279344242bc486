/** One thing `schemas:check` found wrong, located by file and JSON pointer. */
export interface SchemaProblem {
  file: string;
  pointer: string;
  message: string;
}

/** Everything the checks read, loaded by the CLI (or a test) beforehand. */
export interface SchemaProject {
  /** Parsed JSON of every file under schemas/, by path relative to it; unparseable files are in `unreadable`. */
  files: Record<string, unknown>;
  unreadable: { file: string; message: string }[];
  /** Merged message catalogue per locale. */
  catalogues: Record<string, Record<string, string>>;
  /** Per locale, the ids every signed-in page has (not a questionnaire family's): the wizard's list of steps shows titles before the forms' texts. */
  stepTitles?: Record<string, ReadonlySet<string>>;
  /** Locales with a message file that is not JSON: its ids are not known, so none is called missing there. */
  brokenLocales?: ReadonlySet<string>;
  widgetNames: readonly string[];
  fieldNames: readonly string[];
  /** Table cell renderers (`"ui:cell"`); unchecked when absent. */
  cellNames?: readonly string[];
  /** Names Ajv knows (standard and portal keywords). */
  knownKeywords: ReadonlySet<string>;
}
