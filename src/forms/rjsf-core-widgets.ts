import type { Widget } from '@rjsf/utils';
import EmailWidget from '@rjsf/core/lib/components/widgets/EmailWidget.js';
import HiddenWidget from '@rjsf/core/lib/components/widgets/HiddenWidget.js';
import PasswordWidget from '@rjsf/core/lib/components/widgets/PasswordWidget.js';
import TextWidget from '@rjsf/core/lib/components/widgets/TextWidget.js';
import URLWidget from '@rjsf/core/lib/components/widgets/URLWidget.js';
import { lazyDefaultRenderer } from '../../renderers/lazy-renderer';

const onFirstUse = lazyDefaultRenderer<Widget>;

/**
 * Stands in for rjsf core's `components/widgets/index.js` (vite.config.ts): the same widgets by
 * the same names. The text inputs our forms show come at once; the rest come on first use: the
 * Chakra theme replaces most of them with its own (renderers/chakra-theme.ts), and our forms
 * show none of the others (rating, colour, file, time).
 */
export default function widgets(): Record<string, Widget> {
  return {
    AltDateWidget: onFirstUse(() => import('@rjsf/core/lib/components/widgets/AltDateWidget.js')),
    AltDateTimeWidget: onFirstUse(() => import('@rjsf/core/lib/components/widgets/AltDateTimeWidget.js')),
    CheckboxWidget: onFirstUse(() => import('@rjsf/core/lib/components/widgets/CheckboxWidget.js')),
    CheckboxesWidget: onFirstUse(() => import('@rjsf/core/lib/components/widgets/CheckboxesWidget.js')),
    ColorWidget: onFirstUse(() => import('@rjsf/core/lib/components/widgets/ColorWidget.js')),
    DateWidget: onFirstUse(() => import('@rjsf/core/lib/components/widgets/DateWidget.js')),
    DateTimeWidget: onFirstUse(() => import('@rjsf/core/lib/components/widgets/DateTimeWidget.js')),
    EmailWidget: EmailWidget as Widget,
    FileWidget: onFirstUse(() => import('@rjsf/core/lib/components/widgets/FileWidget.js')),
    HiddenWidget: HiddenWidget as Widget,
    PasswordWidget: PasswordWidget as Widget,
    RadioWidget: onFirstUse(() => import('@rjsf/core/lib/components/widgets/RadioWidget.js')),
    RangeWidget: onFirstUse(() => import('@rjsf/core/lib/components/widgets/RangeWidget.js')),
    RatingWidget: onFirstUse(() => import('@rjsf/core/lib/components/widgets/RatingWidget.js')),
    SelectWidget: onFirstUse(() => import('@rjsf/core/lib/components/widgets/SelectWidget.js')),
    TextWidget: TextWidget as Widget,
    TextareaWidget: onFirstUse(() => import('@rjsf/core/lib/components/widgets/TextareaWidget.js')),
    TimeWidget: onFirstUse(() => import('@rjsf/core/lib/components/widgets/TimeWidget.js')),
    UpDownWidget: onFirstUse(() => import('@rjsf/core/lib/components/widgets/UpDownWidget.js')),
    URLWidget: URLWidget as Widget,
  };
}
