import { FormattedDate, FormattedMessage, FormattedNumber } from 'react-intl';
import { NUMBER_ANSWER, type SummaryValue } from '../../engine/answer-summary';
import { DivisionNames } from '../../../renderers/region-cascade/division-names';

/** One answer of a summary in the portal's language. */
export function SummaryValueText({ value, countryId }: { value: SummaryValue; countryId: number }) {
  switch (value.kind) {
    case 'message':
      // an answer not on the list ("other, name it") is marked: staff check the name given beside it
      return value.other ? (
        <mark data-other-answer="">
          <FormattedMessage id={value.id} /> (<FormattedMessage id="forms.summary.notOnList" />)
        </mark>
      ) : (
        <FormattedMessage id={value.id} />
      );
    case 'date':
      return <FormattedDate value={new Date(`${value.iso}T12:00:00Z`)} dateStyle="long" timeZone="UTC" />;
    case 'number':
      return <FormattedNumber value={value.value} {...NUMBER_ANSWER} />;
    case 'file':
      return <>{value.name}</>;
    case 'division':
      return <DivisionNames ids={value.ids} countryId={countryId} />;
    case 'list': {
      // records in one answer (ingredients, each "name, share, organic") are told apart by ";"
      const separator = value.values.some((item) => item.kind === 'list') ? '; ' : ', ';
      return (
        <>
          {value.values.map((item, index) => (
            <span key={index}>
              {index > 0 ? separator : ''}
              <SummaryValueText value={item} countryId={countryId} />
            </span>
          ))}
        </>
      );
    }
    default:
      return <>{value.text}</>;
  }
}
