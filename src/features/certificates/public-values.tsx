import { FormattedDate, FormattedMessage } from 'react-intl';

/** A certificate's day on its public pages ("5 Dec 2026"): the day itself, whatever the reader's zone. */
export const publicDay = (iso: string) => <FormattedDate value={`${iso}T12:00:00Z`} dateStyle="medium" timeZone="UTC" />;

/** A certificate's status by name, in the reader's language. */
export const statusName = (id: string) => <FormattedMessage id={`certificates.status.${id}`} />;
