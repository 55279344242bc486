/**
 * The message ids whose Greek or Spanish text is the English one on purpose. Read by the
 * catalogues' test (tests/unit/i18n/message-placeholders.test.ts, every message) and by
 * schemas:check for the questionnaires' texts (src/cli/language-checks.ts): one list, so an
 * analyst who adds a name that reads the same adds it here once.
 */
// Names of standards, schemes, retailers and codes, and words the language shares ("No", "General", "Total", "Inspector").
export const SAME_AS_ENGLISH: Record<'el' | 'es', readonly string[]> = {
  el: [
    // the GLOBALG.A.P. Number is called GGN in every language
    'certificates.field.ggn',
    'applications.type.globalgap', 'staff.type.globalgap', 'certificates.standard.globalgap', 'customers.form.ggn', 'globalgap.ggn.status',
    'globalgap.coc.suppliers.ggn', 'globalgap.coc.subcontractors.ggn', 'globalgap.appendix1aq.feedSuppliers.certification.cfm',
    'globalgap.cfm.otherCertification.gmpPlus', 'globalgap.cfm.otherCertification.fsscFeed', 'globalgap.cfm.otherCertification.sqfFeed',
    'globalgap.cfm.otherCertification.ufas', 'globalgap.scope.standard.ifaV6Smart', 'globalgap.scope.standard.ifaV6Gfs',
    'globalgap.scope.addons.leaf', 'globalgap.scope.addons.nurture', 'globalgap.scope.addons.ahGrow', 'globalgap.leaf.title',
    'globalgap.nurture.title', 'globalgap.ahGrow.title', 'lifecycle.mail.staffSubject', 'accounts.fields.iban',
    // Greek writes "email" in Latin letters, everywhere in the portal
    'accounts.fields.email', 'accounts.staff.columns.email', 'customers.form.email', 'employees.form.email', 'employees.list.email',
    'globalgap.appendix1.producer.email',
    // the portal's brand under its home-screen icon
    'install.shortName',
    // the register: the standard's name, file formats, and texts made only of placeholders
    'certificates.register.standard.globalgap', 'certificates.register.productStatus', 'certificates.register.csv', 'certificates.register.json',
    'certificates.history.change', 'staff.queue.stepCount',
    // the authorities' reports: file formats, the GGN, a name and a date side by side (docs/reports.md)
    'reports.download.csv', 'reports.download.xlsx', 'reports.requestedAt', 'reportFiles.globalgapCertificates.ggn',
    // a choice of an application: its reference and its customer, in any language
    'employees.assign.applicationOption',
  ],
  es: [
    // product and species names Spanish writes as English does
    'globalgap.product.papayas', 'globalgap.product.triticale', 'globalgap.product.gerberas', 'globalgap.aq.species.barramundi',
    // the GLOBALG.A.P. Number is called GGN in every language
    'certificates.field.ggn',
    'applications.type.globalgap', 'staff.type.globalgap', 'certificates.standard.globalgap', 'customers.form.ggn', 'globalgap.ggn.status',
    'globalgap.coc.suppliers.ggn', 'globalgap.coc.subcontractors.ggn', 'globalgap.appendix1aq.feedSuppliers.certification.cfm',
    'globalgap.cfm.otherCertification.gmpPlus', 'globalgap.cfm.otherCertification.fsscFeed', 'globalgap.cfm.otherCertification.sqfFeed',
    'globalgap.cfm.otherCertification.ufas', 'globalgap.scope.standard.ifaV6Smart', 'globalgap.scope.standard.ifaV6Gfs',
    'globalgap.scope.addons.leaf', 'globalgap.scope.addons.nurture', 'globalgap.scope.addons.ahGrow', 'globalgap.leaf.title',
    'globalgap.nurture.title', 'globalgap.ahGrow.title', 'lifecycle.mail.staffSubject', 'accounts.fields.iban',
    'accounts.settings.tabs.general', 'forms.yesNo.no', 'contact.mail.message.subject', 'forms.rjsf.NoLabel', 'applications.pdf.no', 'renderers.table.no',
    'globalgap.aq.species.tilapia', 'lifecycle.offerPdf.total', 'inspections.inspector', 'staff.inspection.inspector', 'staff.accounts.duty.inspector',
    'applications.revision.no', 'globalgap.leaf.answer.no',
    // the portal's brand under its home-screen icon
    'install.shortName',
    // the register: the standard's name, file formats, and texts made only of placeholders
    'certificates.register.standard.globalgap', 'certificates.register.productStatus', 'certificates.register.csv', 'certificates.register.json',
    'certificates.history.change', 'staff.queue.stepCount',
    // the authorities' reports: file formats, the GGN, a name and a date side by side (docs/reports.md)
    'reports.download.csv', 'reports.download.xlsx', 'reports.requestedAt', 'reportFiles.globalgapCertificates.ggn',
    // the questionnaire documents' list separator (docs/reviewers.md)
    'questionnaireDocument.separator',
    // a choice of an application: its reference and its customer, in any language
    'employees.assign.applicationOption',
  ],
};
