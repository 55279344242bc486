import { Badge, Card, HStack, Heading, Stack } from '@chakra-ui/react';
import type { ErrorSchema, FieldPathId, FieldProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useIntl } from 'react-intl';
import { RemoveSite } from './remove-site';
import type { SiteLike } from './site-list';

export interface HandlingSiteCardProps {
  index: number;
  site: SiteLike;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  errorSchema: ErrorSchema | undefined;
  fieldPathId: FieldPathId;
  /** Name of the radio group that makes one site the main one. */
  mainGroup: string;
  editable: boolean;
  canRemove: boolean;
  minItems: number;
  parent: FieldProps;
  onMain: () => void;
  onRemove: () => void;
}

/** One handling site: its fields (through rjsf, so errors show beside them), main flag, removal. */
export function HandlingSiteCard(props: HandlingSiteCardProps) {
  const { index, site, fieldPathId, parent } = props;
  const intl = useIntl();
  const { SchemaField } = parent.registry.fields;
  const id = fieldPathId.$id;
  const number = intl.formatMessage({ id: 'renderers.handlingSites.site' }, { number: index + 1 });
  const heading = site.name?.trim() ? `${number}: ${site.name.trim()}` : number;
  return (
    <Card.Root as="li" variant="outline" aria-labelledby={`${id}__heading`}>
      <Card.Header>
        {/* on a phone the "main site" choice goes under the title, which keeps the card's width */}
        <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ base: 'start', sm: 'center' }} gap={3}>
          <HStack gap={3} wrap="wrap" minW={0}>
            <Heading as="h3" size="md" id={`${id}__heading`} overflowWrap="anywhere">
              {heading}
            </Heading>
            {site.is_main && <Badge colorPalette="green">{intl.formatMessage({ id: 'renderers.handlingSites.main' })}</Badge>}
          </HStack>
          <HStack as="label" gap={2} cursor={props.editable ? 'pointer' : undefined}>
            <input
              type="radio"
              name={props.mainGroup}
              id={`${id}__main`}
              checked={site.is_main === true}
              disabled={!props.editable}
              onChange={props.onMain}
              aria-describedby={`${id}__heading`}
            />
            {intl.formatMessage({ id: 'defs.handlingSite.isMain' })}
          </HStack>
        </Stack>
      </Card.Header>
      <Card.Body>
        <Stack gap={4}>
          <SchemaField
            name={String(index)}
            schema={props.schema}
            uiSchema={props.uiSchema}
            formData={site}
            errorSchema={props.errorSchema}
            fieldPathId={fieldPathId}
            onChange={parent.onChange}
            onBlur={parent.onBlur}
            onFocus={parent.onFocus}
            registry={parent.registry}
            disabled={parent.disabled}
            readonly={parent.readonly}
            hideError={parent.hideError}
          />
        </Stack>
      </Card.Body>
      {props.editable && (
        <Card.Footer>
          <RemoveSite siteLabel={heading} blocked={!props.canRemove} minItems={props.minItems} onRemove={props.onRemove} />
        </Card.Footer>
      )}
    </Card.Root>
  );
}
