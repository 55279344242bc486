import { FormattedMessage } from 'react-intl';
import type { Application } from './applications-api';

/**
 * Who applies, as the application names them: a company by its name with its person as the
 * contact ("Αγρόκτημα Κρήτης Α.Ε. · υπεύθυνος επικοινωνίας: Ελένη Παπαδάκη"), a farmer by name.
 */
export function OperatorName({ customer }: { customer: Application['customer'] }) {
  if (!customer.company) return <>{customer.name}</>;
  return <FormattedMessage id="applications.operatorWithContact" values={{ company: customer.company, person: customer.name }} />;
}
