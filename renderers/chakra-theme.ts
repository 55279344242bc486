import type { ThemeProps } from '@rjsf/core';
import type { Widget } from '@rjsf/utils';
import { generateTemplates } from '@rjsf/chakra-ui/lib/Templates/Templates.js';
import { lazyDefaultRenderer, lazyRenderer } from './lazy-renderer';

const lazyWidget = lazyDefaultRenderer<Widget>;

/**
 * rjsf's Chakra theme (`@rjsf/chakra-ui` Theme) with its heavier widgets (every widget but
 * the text input of its templates) fetched on first use: a sign-in form of text inputs does not
 * download a slider. Same widgets, same names; the single checkbox is ours.
 */
export const chakraTheme: ThemeProps = {
  templates: generateTemplates(),
  widgets: {
    // ours: a native checkbox, not Chakra's state machine (renderers/widgets/checkbox-widget.tsx)
    CheckboxWidget: lazyRenderer(() => import('./widgets/checkbox-widget').then((m) => m.CheckboxWidget)) as Widget,
    AltDateTimeWidget: lazyWidget(() => import('@rjsf/chakra-ui/lib/AltDateTimeWidget/AltDateTimeWidget.js')),
    AltDateWidget: lazyWidget(() => import('@rjsf/chakra-ui/lib/AltDateWidget/AltDateWidget.js')),
    CheckboxesWidget: lazyWidget(() => import('@rjsf/chakra-ui/lib/CheckboxesWidget/CheckboxesWidget.js')),
    RadioWidget: lazyWidget(() => import('@rjsf/chakra-ui/lib/RadioWidget/RadioWidget.js')),
    RangeWidget: lazyWidget(() => import('@rjsf/chakra-ui/lib/RangeWidget/RangeWidget.js')),
    SelectWidget: lazyWidget(() => import('@rjsf/chakra-ui/lib/SelectWidget/SelectWidget.js')),
    NativeSelectWidget: lazyWidget(() => import('@rjsf/chakra-ui/lib/NativeSelectWidget/NativeSelectWidget.js')),
    TextareaWidget: lazyWidget(() => import('@rjsf/chakra-ui/lib/TextareaWidget/TextareaWidget.js')),
    UpDownWidget: lazyWidget(() => import('@rjsf/chakra-ui/lib/UpDownWidget/UpDownWidget.js')),
  },
};
