import { descriptionId, errorId, helpId, type WidgetProps } from '@rjsf/utils';
import { showsInvalid } from './labelled-field';
import { descriptionOf, helpOf } from './field-description';

type Question = Pick<WidgetProps, 'id' | 'label' | 'schema' | 'options' | 'rawErrors' | 'registry'>;

/**
 * The ids a question's input is described by: its messages while they are shown, its
 * description and its `ui:help` when it has them (FieldDescription, FieldHelpTemplate), then
 * `more` (a length counter). rjsf's `ariaDescribedByIds` names all three whether or not they
 * are drawn, so screen readers were sent to ids that were not in the page. `description`:
 * whether the widget draws the description (the ones drawing FieldDescription do).
 */
export function describedBy(question: Question, { description = !!descriptionOf(question.schema, question.options), more = [] as (string | false | undefined)[] } = {}): string | undefined {
  const { id, options } = question;
  const ids = [showsInvalid(question) && errorId(id), description && descriptionId(id), !!helpOf(options) && helpId(id), ...more].filter(
    (part): part is string => typeof part === 'string' && part !== '',
  );
  return ids.length ? ids.join(' ') : undefined;
}
