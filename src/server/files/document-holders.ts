import { declaredDocuments, type DeclaredDocument } from '../../engine/declared-documents.ts';
import { schemaCatalogOf, SCHEMAS_DIR } from '../../engine/schema-folder.ts';

/**
 * Every column that keeps documents, with the form whose schema says where in its value a
 * document stands: `field` is the form's property the column keeps (the column holds what the
 * form sent there, or a document the portal generated in its place). The one list of the
 * places that hold documents: the references recorded at each save (document-references.ts)
 * come from it, and so what a download allows and what the daily sweep keeps.
 * A new jsonb column goes here or into HOLD_NO_FILES: tests/server/files/sweep-files.test.ts
 * fails until it does; a new form that declares a document must be one of these, a wizard
 * step or a profile form: tests/server/files/document-positions.test.ts fails until it is.
 */
export const RECORD_DOCUMENT_HOLDERS = [
  { table: 'offers', column: 'document', form: 'staff/offer', field: 'document' },
  { table: 'offers', column: 'signed_document', form: 'lifecycle/offer-reply', field: 'signed_offer' },
  { table: 'contracts', column: 'documents', form: 'staff/contract', field: 'documents' },
  { table: 'contracts', column: 'signed_document', form: 'lifecycle/contract-signature', field: 'signed_contract' },
  { table: 'inspections', column: 'customer_documents', form: 'lifecycle/supporting-documents', field: 'documents' },
  { table: 'inspections', column: 'report', form: 'staff/results', field: 'report' },
  { table: 'non_conformities', column: 'evidence', form: 'lifecycle/nc-response', field: 'evidence' },
  { table: 'certificate_requests', column: 'document', form: 'staff/certificate-request-answer', field: 'document' },
  { table: 'invoices', column: 'document', form: 'staff/invoice', field: 'document' },
  { table: 'sanctions', column: 'documents', form: 'lifecycle/sanction-answer', field: 'documents' },
] as const;
export type RecordDocumentHolder = (typeof RECORD_DOCUMENT_HOLDERS)[number];

/** The two holders whose form depends on the row: an application's wizard, an account's profile form. */
export const ANSWERS_HOLDER = 'applications.answers';
export const PROFILE_HOLDER = 'users.profile';

/** Every column that holds documents, as `table.column`. */
export const DOCUMENT_COLUMNS: readonly string[] = [ANSWERS_HOLDER, PROFILE_HOLDER, ...RECORD_DOCUMENT_HOLDERS.map((h) => `${h.table}.${h.column}`)];

/** jsonb columns that hold texts, lists of names, counts or message parameters, never a document. */
export const HOLD_NO_FILES = [
  'notifications.params',
  'news.title',
  'news.body',
  'application_reviews.reopen_steps',
  'inspections.requested_documents',
  'application_decisions.certified_items',
  'certificates.items',
  'certificates.suspended_items',
  // the history names counts and ids of records, never a document
  'application_events.details',
  // a certificate's dated status changes: states, dates, product names and reasons
  'certificates.status_changes',
  // what a draft's move to a newer questionnaire left to read (docs/revisions.md): counts per
  // step, and answers no longer asked. A document among those is no longer asked either, so it
  // is kept no longer than any file no form holds (the person sees it listed until then).
  'applications.revision_notice',
  'applications.retired_answers',
] as const;

/**
 * Where the documents of each holder are declared. Wizards come from `schemasDir` (tests give
 * their own folder, as they do to the wizard registry); a form not there is the release's, as
 * form validation reads it (core/plugins/form-validation.ts).
 */
export function documentPositions(schemasDir: string = SCHEMAS_DIR) {
  const catalog = schemaCatalogOf(schemasDir);
  const release = schemaCatalogOf(SCHEMAS_DIR);
  const formSchema = (id: string) => {
    const form = catalog.forms.get(id) ?? release.forms.get(id);
    if (!form) throw new Error(`no form ${id} in ${schemasDir}`);
    return form.schema;
  };

  return {
    /** The documents of a form's value (a request body, say), where the form declares them. */
    ofForm: (formId: string, value: unknown): DeclaredDocument[] => declaredDocuments(formSchema(formId), value),

    /** An application's answers: each step's answers by the step's form. */
    ofAnswers(wizardId: string, answers: unknown): DeclaredDocument[] {
      const manifest = catalog.wizard(wizardId);
      if (!manifest || !answers || typeof answers !== 'object') return [];
      const byStep = answers as Record<string, unknown>;
      return manifest.steps.flatMap((step) =>
        declaredDocuments(formSchema(step.form), byStep[step.id]).map((doc) => ({ id: doc.id, path: `/${step.id}${doc.path}` })),
      );
    },

    /** An account's profile, by the form the profile chooser gives for its role. */
    ofProfile: (role: string, profile: unknown): DeclaredDocument[] => declaredDocuments(formSchema(release.chooseForm('profile', { role })), profile),

    /** A record's column: the value stands where the form's field is. */
    ofRecord: (holder: RecordDocumentHolder, value: unknown): DeclaredDocument[] =>
      value === null || value === undefined ? [] : declaredDocuments(formSchema(holder.form), { [holder.field]: value }),
  };
}
export type DocumentPositions = ReturnType<typeof documentPositions>;
