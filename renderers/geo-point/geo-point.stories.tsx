import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RJSFSchema } from '@rjsf/utils';
import { userEvent, within } from 'storybook/test';
import geoPointDef from '../../schemas/_defs/geo-point.schema.json';
import { StoryForm } from '../story-form';
import { runtimeValidate } from '../../src/forms/runtime-validator';
import { GeoPointField } from './geo-point-field';
import type { GeoPointValue } from './geo-point-value';

const { $schema: _schema, $comment: _comment, ...geoPoint } = geoPointDef;
const schema = { type: 'object', properties: { location: geoPoint } } as RJSFSchema;
const validate = runtimeValidate(schema);

// No tiles and no geocoder: stories must not reach the network (the offline message shows).
function Harness({ location, readonly }: { location?: GeoPointValue; readonly?: boolean }) {
  return (
    <StoryForm
      formId="stories/geo-point"
      schema={schema}
      uiSchema={{ location: { 'ui:field': GeoPointField, 'ui:options': { tileUrl: '', geocoderUrl: '' } } }}
      validate={validate}
      initial={{ location }}
      readonly={readonly}
    />
  );
}

const meta: Meta<typeof Harness> = { title: 'Renderers/Geo point', component: Harness };
export default meta;
type Story = StoryObj<typeof Harness>;

export const Empty: Story = { args: { location: null } };
export const Filled: Story = { args: { location: { lat: '37.975800', lon: '23.734800' } } };
export const Errors: Story = {
  args: { location: { lat: '37.97', lon: '223.7348' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /submit|υποβολή|enviar/i }));
  },
};
export const ReadOnly: Story = { args: { location: { lat: '35.338700', lon: '25.144200' }, readonly: true } };
