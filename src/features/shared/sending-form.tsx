import { CatalogForm, type CatalogFormProps } from '../../forms/catalog-form';
import { messageOf } from '../../api/request';

/** The answers as typed: `useFreshForm`'s, or a page's own state (`formKey` starts the form again). */
export interface FormAnswers<T> {
  data: T;
  setData: (data: T) => void;
  formKey?: number;
}

export interface SendingFormProps<T> extends Omit<CatalogFormProps<T>, 'formData' | 'onChange' | 'busy' | 'serverIssues'> {
  answers: FormAnswers<T>;
  /** The call that sends the answers (a mutation): busy while it runs; what the server refused shows at the fields. */
  sending: { isPending: boolean; error: unknown };
  /** Busy as well while another call of the page runs (a second form, a new link). */
  busy?: boolean;
}

/** A catalogue form whose answers one call sends: the same busy state and per-field refusals on every screen. */
export function SendingForm<T>({ answers, sending, busy, ...props }: SendingFormProps<T>) {
  return (
    <CatalogForm<T>
      key={answers.formKey}
      {...props}
      formData={answers.data}
      onChange={answers.setData}
      busy={busy ?? sending.isPending}
      serverIssues={sending.error ? messageOf(sending.error).issues : undefined}
    />
  );
}
