import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button, Fieldset, List, Stack, Text } from '@chakra-ui/react';
import { getUiOptions, toFieldPathId, type ErrorSchema, type FieldProps, type RJSFSchema } from '@rjsf/utils';
import { useIntl } from 'react-intl';
import { resolveCountry } from '../region-cascade/cascade-value';
import { HandlingSiteCard } from './handling-site-card';
import { itemUiSchema } from './item-ui-schema';
import { addSite, duplicateNameIndexes, hasExactlyOneMain, removeSite, setMainSite, type SiteLike } from './site-list';
import { FieldGroup } from '../templates/field-group';

let nextKey = 0;
const newKey = () => `site-${(nextKey += 1)}`;

/**
 * `ui:field: "handlingSites"`: the handling sites as cards (spec §3). Exactly one site is
 * main (the first by default; choosing another unsets it), names must differ (trimmed,
 * case-insensitive), removing asks first and stops at `minItems`. ui:options: `countryId` /
 * `countryField` for the region cascades, `tileUrl` / `geocoderUrl` for the maps.
 */
export function HandlingSitesField(props: FieldProps) {
  const { schema, uiSchema, fieldPathId, registry, errorSchema, onChange } = props;
  const intl = useIntl();
  const sites: SiteLike[] = Array.isArray(props.formData) ? props.formData : [];
  const editable = !props.readonly && !props.disabled;
  const options = getUiOptions(uiSchema) as Record<string, unknown>;
  const countryId = resolveCountry(options, registry.formContext, fieldPathId.path);
  const mapOptions = Object.fromEntries(
    ['tileUrl', 'geocoderUrl', 'tileAttribution'].filter((k) => k in options).map((k) => [k, options[k]]),
  );
  const itemsUi = itemUiSchema(uiSchema?.items as FieldProps['uiSchema'], countryId, mapOptions);
  const minItems = typeof schema.minItems === 'number' ? schema.minItems : 0;
  const duplicates = duplicateNameIndexes(sites);

  // Cards keep their identity (and their typing state) when an earlier one is removed.
  const [keys, setKeys] = useState<string[]>(() => sites.map(newKey));
  if (keys.length !== sites.length) setKeys([...keys, ...sites.slice(keys.length).map(newKey)].slice(0, sites.length));

  const change = (next: SiteLike[]) => onChange(next, fieldPathId.path, undefined, fieldPathId.$id);
  // Data from elsewhere (defaults, an older draft) may name no main site: the first becomes main.
  const needsMain = editable && !hasExactlyOneMain(sites);
  useEffect(() => {
    if (needsMain) change(setMainSite(sites, Math.max(sites.findIndex((s) => s?.is_main), 0)));
  });

  const itemSchemaOf = (site: SiteLike) => registry.schemaUtils.retrieveSchema(schema.items as RJSFSchema, site);
  const add = () => {
    const blank = registry.schemaUtils.getDefaultFormState(schema.items as RJSFSchema, undefined) as SiteLike;
    setKeys([...keys, newKey()]);
    focusAfterChange.current = { index: sites.length, length: sites.length + 1 };
    change(addSite(sites, blank ?? {}));
  };
  // After a change to the list focus goes where the person continues: to the heading of the
  // site added (its fields follow it), or after a removal to the site now in that place (or
  // the one before it), else "Add a site"; left alone, a removal dropped it to the page's body.
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAfterChange = useRef<{ index: number; length: number } | null>(null);
  // before the browser paints, so that focus never rests on the removed card's button
  useLayoutEffect(() => {
    const pending = focusAfterChange.current;
    // once the form has the new list (the cards' ids follow the new places)
    if (pending === null || sites.length !== pending.length) return;
    focusAfterChange.current = null;
    const { index } = pending;
    const heading = document.getElementById(`${fieldPathId.$id}_${Math.min(index, sites.length - 1)}__heading`);
    if (heading && sites.length) {
      heading.setAttribute('tabindex', '-1');
      heading.focus();
    } else addButton.current?.focus();
  });
  const remove = (index: number) => {
    setKeys(keys.filter((_, i) => i !== index));
    focusAfterChange.current = { index, length: sites.length - 1 };
    change(removeSite(sites, index));
  };
  const duplicateMessage = intl.formatMessage({ id: 'renderers.handlingSites.duplicateName' });
  const errorsOf = (index: number): ErrorSchema | undefined => {
    const own = errorSchema?.[index] as ErrorSchema | undefined;
    if (!duplicates.has(index)) return own;
    const name = (own as Record<string, ErrorSchema> | undefined)?.name;
    const known = name?.__errors ?? [];
    // Schemas with `uniqueAmong` on the name already report it; say it once.
    if (known.includes(duplicateMessage)) return own;
    return { ...own, name: { ...name, __errors: [...known, duplicateMessage] } } as unknown as ErrorSchema;
  };

  const title = (options.title as string | undefined) ?? schema.title;
  return (
    <FieldGroup id={fieldPathId.$id} legendId={title ? `${fieldPathId.$id}__legend` : undefined}>
      {title && <Fieldset.Legend id={`${fieldPathId.$id}__legend`} fontSize="lg">{title}</Fieldset.Legend>}
      <Stack gap={4}>
        {sites.length === 0 && <Text color="fg.muted">{intl.formatMessage({ id: 'renderers.handlingSites.empty' })}</Text>}
        <List.Root as="ol" listStyle="none" display="flex" flexDirection="column" gap={4} ps={0}>
          {sites.map((site, index) => (
            <HandlingSiteCard
              key={keys[index] ?? index}
              index={index}
              site={site ?? {}}
              schema={itemSchemaOf(site)}
              uiSchema={itemsUi}
              errorSchema={errorsOf(index)}
              fieldPathId={toFieldPathId(index, registry.globalFormOptions, fieldPathId)}
              mainGroup={`${fieldPathId.$id}__main`}
              editable={editable}
              canRemove={sites.length > Math.max(minItems, 0)}
              minItems={minItems}
              parent={props}
              onMain={() => change(setMainSite(sites, index))}
              onRemove={() => remove(index)}
            />
          ))}
        </List.Root>
        {editable && (
          <Button ref={addButton} type="button" variant="outline" alignSelf="start" onClick={add}>
            {intl.formatMessage({ id: 'renderers.handlingSites.add' })}
          </Button>
        )}
      </Stack>
    </FieldGroup>
  );
}
