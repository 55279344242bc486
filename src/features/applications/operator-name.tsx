import { FormattedMessage } from 'react-intl';

/**
 * Who applies, as the application names them: a company by its name and tax number (the
 * server's one rule, accounts/display-name.ts, gives `company` so) with its person as the
 * contact ("Αγρόκτημα Κρήτης Α.Ε. (ΑΦΜ …), Ελένη Παπαδάκη, υπεύθυνος/η επικοινωνίας"), in the
 * words the mails use too; a farmer by name. Any answer that names a customer
 * (`ApplicationCustomer`, the queue's and the requests' rows, the history's actor) gives these two.
 */
export function OperatorName({ customer }: { customer: { name: string | null; company?: string | null; position?: string | null } }) {
  if (!customer.company) return <>{customer.name}</>;
  return <FormattedMessage id="applications.operatorWithContact" values={{ company: customer.company, person: customer.name, position: customer.position ?? 'other' }} />;
}

/** The operator's name as plain text, for a label (an aria-label, a title). */
export const operatorText = (customer: { name: string | null; company?: string | null }) => customer.company || customer.name || '';
