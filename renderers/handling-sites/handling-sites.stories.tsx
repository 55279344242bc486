import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RJSFSchema } from '@rjsf/utils';
import { userEvent, within } from 'storybook/test';
import { StoryForm } from '../story-form';
import { runtimeValidate } from '../../src/forms/runtime-validator';
import { DivisionSourceContext } from '../region-cascade/division-source';
import { memoryDivisionSource } from '../region-cascade/memory-division-source';
import { HandlingSitesField } from './handling-sites-field';
import { handlingSiteListSchema } from './inline-defs';
import type { SiteLike } from './site-list';

const schema = { type: 'object', properties: { handling_sites: handlingSiteListSchema() } } as RJSFSchema;
const validate = runtimeValidate(schema);
const source = memoryDivisionSource();

// Offline map and in-memory divisions: stories reach neither tiles, geocoder nor API.
function Harness({ sites, readonly }: { sites?: SiteLike[]; readonly?: boolean }) {
  return (
    <DivisionSourceContext.Provider value={source}>
      <StoryForm
        formId="stories/handling-sites"
        schema={schema}
        uiSchema={{ handling_sites: { 'ui:field': HandlingSitesField, 'ui:options': { tileUrl: '', geocoderUrl: '' } } }}
        validate={validate}
        initial={{ handling_sites: sites }}
        readonly={readonly}
      />
    </DivisionSourceContext.Provider>
  );
}

const meta: Meta<typeof Harness> = { title: 'Renderers/Handling sites', component: Harness };
export default meta;
type Story = StoryObj<typeof Harness>;

const warehouse: SiteLike = {
  name: 'Αποθήκη Μαρουσίου',
  division: { region: '9', prefecture: '0901', municipal_unit: '090101', local_community: '09010101' },
  street: 'Κηφισίας',
  number: '12',
  postcode: '151 24',
  location: { lat: '38.056700', lon: '23.808300' },
  is_main: true,
  is_manager: true,
  exploitation: 'Own',
  transfer: {},
};
const packhouse: SiteLike = {
  name: 'Packhouse Heraklion',
  division: { region: '13', prefecture: '1301' },
  location: null,
  is_main: false,
  is_manager: false,
  transfer: { previous_certifier: 'Bio Hellas', certificate_number: 'BH-2021-118', first_accession_date: '2019-03-01' },
};

export const Empty: Story = { args: {} };
export const Filled: Story = { args: { sites: [warehouse, packhouse] } };
export const Errors: Story = {
  args: {
    sites: [
      { ...warehouse, location: { lat: '38.05', lon: '23.8083' } },
      { ...packhouse, name: ' αποθήκη μαρουσίου ' },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /submit|υποβολή|enviar/i }));
  },
};
export const ReadOnly: Story = { args: { sites: [warehouse, packhouse], readonly: true } };
