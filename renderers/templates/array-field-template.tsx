import { useEffect, useRef, type ComponentType } from 'react';
import type { ArrayFieldTemplateProps } from '@rjsf/utils';
import { FIELD, focusFirstField } from '../../src/forms/focus-first-field';
import { chakraTheme } from '../chakra-theme';

const Base = chakraTheme.templates!.ArrayFieldTemplate as ComponentType<ArrayFieldTemplateProps>;

/**
 * rjsf's list of answers (Chakra's template) whose "Add" hands focus to the new item's first
 * field: it stayed on the button, so a keyboard user typed nowhere and a screen reader heard
 * nothing of the new row (the inspection plan's requested documents).
 */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const frame = useRef<HTMLDivElement>(null);
  // the fields there were when "Add" was pressed: the new item's are the others
  const before = useRef<Set<Element> | null>(null);
  const count = props.items.length;
  useEffect(() => {
    const known = before.current;
    if (!known || !frame.current) return;
    before.current = null;
    return focusFirstField(frame.current, (field) => !known.has(field));
  }, [count]);
  const onAddClick = (event?: unknown) => {
    before.current = new Set(frame.current?.querySelectorAll(FIELD) ?? []);
    props.onAddClick(event);
  };
  return (
    <div ref={frame}>
      <Base {...props} onAddClick={onAddClick} />
    </div>
  );
}
